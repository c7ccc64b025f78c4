<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en">
<context>
    <name>BatchActions</name>
    <message numerus="yes">
        <source>{failed} of %n orders not shipped or printed</source>
        <translation>
            <numerusform>{failed} of %n order not shipped or printed</numerusform>
            <numerusform>{failed} of %n orders not shipped or printed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shipments created but not printed were cancelled: {references}.</source>
        <translation>
            <numerusform>%n shipment created but not printed was cancelled: {references}.</numerusform>
            <numerusform>%n shipments created but not printed were cancelled: {references}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shipments not cancelled</source>
        <translation>
            <numerusform>%n shipment not cancelled</numerusform>
            <numerusform>%n shipments not cancelled</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BatchCommand</name>
    <message numerus="yes">
        <source>%n orders left to other tables (e.g. {reference}: {reason})</source>
        <translation>
            <numerusform>%n order left to other tables ({reference}: {reason})</numerusform>
            <numerusform>%n orders left to other tables (e.g. {reference}: {reason})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prints with an unknown outcome need confirming in Station</source>
        <translation>
            <numerusform>%n print with an unknown outcome needs confirming in Station</numerusform>
            <numerusform>%n prints with an unknown outcome need confirming in Station</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BatchPanel</name>
    <message numerus="yes">
        <source>Ship and print %n selected</source>
        <translation>
            <numerusform>Ship and print %n selected</numerusform>
            <numerusform>Ship and print %n selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n printed</source>
        <translation>
            <numerusform>%n printed</numerusform>
            <numerusform>%n printed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n labels)</source>
        <translation>
            <numerusform>(%n label)</numerusform>
            <numerusform>(%n labels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n created</source>
        <translation>
            <numerusform>%n created</numerusform>
            <numerusform>%n created</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already had a shipment</source>
        <translation>
            <numerusform>%n already had a shipment</numerusform>
            <numerusform>%n already had a shipment</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already printed</source>
        <translation>
            <numerusform>%n already printed</numerusform>
            <numerusform>%n already printed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wait for the service (sent automatically)</source>
        <translation>
            <numerusform>%n waits for the service (sent automatically)</numerusform>
            <numerusform>%n wait for the service (sent automatically)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped ({reasons})</source>
        <translation>
            <numerusform>%n skipped ({reasons})</numerusform>
            <numerusform>%n skipped ({reasons})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{head} — %n orders: {parts}.</source>
        <translation>
            <numerusform>{head} — %n order: {parts}.</numerusform>
            <numerusform>{head} — %n orders: {parts}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CloseDayDialog</name>
    <message numerus="yes">
        <source>{carrier} — %n parcels</source>
        <translation>
            <numerusform>{carrier} — %n parcel</numerusform>
            <numerusform>{carrier} — %n parcels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandoverList</name>
    <message numerus="yes">
        <source>%n parcels</source>
        <translation>
            <numerusform>%n parcel</numerusform>
            <numerusform>%n parcels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabelPrinter</name>
    <message numerus="yes">
        <source>%n labels, {size} bytes of ZPL</source>
        <translation>
            <numerusform>%n label, {size} bytes of ZPL</numerusform>
            <numerusform>%n labels, {size} bytes of ZPL</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperatorLog</name>
    <message numerus="yes">
        <source>%n items scanned</source>
        <translation>
            <numerusform>%n item scanned</numerusform>
            <numerusform>%n items scanned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines without EAN checked by eye</source>
        <translation>
            <numerusform>%n line without EAN checked by eye</numerusform>
            <numerusform>%n lines without EAN checked by eye</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n orders added</source>
        <translation>
            <numerusform>%n order added</numerusform>
            <numerusform>%n orders added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shipments added</source>
        <translation>
            <numerusform>%n shipment added</numerusform>
            <numerusform>%n shipments added</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperatorLogDialog</name>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries saved to {file}</source>
        <translation>
            <numerusform>%n entry saved to {file}</numerusform>
            <numerusform>%n entries saved to {file}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OrderQueuePanel</name>
    <message numerus="yes">
        <source>%Ln orders</source>
        <translation>
            <numerusform>%Ln order</numerusform>
            <numerusform>%Ln orders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln orders</source>
        <translation>
            <numerusform>{shown} of %Ln order</numerusform>
            <numerusform>{shown} of %Ln orders</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PackingSlip</name>
    <message numerus="yes">
        <source>%n items</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrinterProfilesDialog</name>
    <message numerus="yes">
        <source>%n printers found on this computer.</source>
        <translation>
            <numerusform>%n printer found on this computer.</numerusform>
            <numerusform>%n printers found on this computer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QueueActions</name>
    <message numerus="yes">
        <source>%n orders imported</source>
        <translation>
            <numerusform>%n order imported</numerusform>
            <numerusform>%n orders imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the queue</source>
        <translation>
            <numerusform>%n already in the queue</numerusform>
            <numerusform>%n already in the queue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows with errors</source>
        <translation>
            <numerusform>%n row with errors</numerusform>
            <numerusform>%n rows with errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{row} (and %n more)</source>
        <translation>
            <numerusform>{row} (and %n more)</numerusform>
            <numerusform>{row} (and %n more)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows of {file} not imported</source>
        <translation>
            <numerusform>%n row of {file} not imported</numerusform>
            <numerusform>%n rows of {file} not imported</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message numerus="yes">
        <source>%n pages, {width}x{height} px, {dark} dark samples</source>
        <translation>
            <numerusform>%n page, {width}x{height} px, {dark} dark samples</numerusform>
            <numerusform>%n pages, {width}x{height} px, {dark} dark samples</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SharedStore</name>
    <message numerus="yes">
        <source>%n labels or shipments asked for at this station are not settled yet: start Station here once with the service reachable (and answer any &apos;did the label come out?&apos;), then move again.</source>
        <translation>
            <numerusform>%n label or shipment asked for at this station is not settled yet: start Station here once with the service reachable (and answer any &apos;did the label come out?&apos;), then move again.</numerusform>
            <numerusform>%n labels or shipments asked for at this station are not settled yet: start Station here once with the service reachable (and answer any &apos;did the label come out?&apos;), then move again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SharedStoreCommand</name>
    <message numerus="yes">
        <source>%n orders (already there: {already})</source>
        <translation>
            <numerusform>%n order (already there: {already})</numerusform>
            <numerusform>%n orders (already there: {already})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shipments</source>
        <translation>
            <numerusform>%n shipment</numerusform>
            <numerusform>%n shipments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n print jobs</source>
        <translation>
            <numerusform>%n print job</numerusform>
            <numerusform>%n print jobs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log lines</source>
        <translation>
            <numerusform>%n log line</numerusform>
            <numerusform>%n log lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetActions</name>
    <message numerus="yes">
        <source>%n selected orders not put on the sheet</source>
        <translation>
            <numerusform>%n selected order not put on the sheet</numerusform>
            <numerusform>%n selected orders not put on the sheet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShipmentActions</name>
    <message numerus="yes">
        <source>&lt;b&gt;The label of {reference} was printed already&lt;/b&gt; (%n times). Print it again?</source>
        <translation>
            <numerusform>&lt;b&gt;The label of {reference} was printed already&lt;/b&gt; (%n time). Print it again?</numerusform>
            <numerusform>&lt;b&gt;The label of {reference} was printed already&lt;/b&gt; (%n times). Print it again?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShipmentDetailPanel</name>
    <message numerus="yes">
        <source> · %n parcels</source>
        <translation>
            <numerusform> · %n parcel</numerusform>
            <numerusform> · %n parcels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShipmentSearchDialog</name>
    <message numerus="yes">
        <source>%n shipments found</source>
        <translation>
            <numerusform>%n shipment found</numerusform>
            <numerusform>%n shipments found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShopDelivery</name>
    <message numerus="yes">
        <source>These closed days are not dates: {values}. Write each as YYYY-MM-DD, for example 2026-12-24.</source>
        <translation>
            <numerusform>This closed day is not a date: {values}. Write it as YYYY-MM-DD, for example 2026-12-24.</numerusform>
            <numerusform>These closed days are not dates: {values}. Write each as YYYY-MM-DD, for example 2026-12-24.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StationStatusBar</name>
    <message numerus="yes">
        <source>%n pending</source>
        <translation>
            <numerusform>%n pending</numerusform>
            <numerusform>%n pending</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>● Shared queue unreachable since {since} · %Ln held until {until}</source>
        <translation>
            <numerusform>● Shared queue unreachable since {since} · %Ln held until {until}</numerusform>
            <numerusform>● Shared queue unreachable since {since} · %Ln held until {until}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n waiting here</source>
        <translation>
            <numerusform> · %n waiting here</numerusform>
            <numerusform> · %n waiting here</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Requests kept at this table: %n. Nothing of them was created or printed yet: they go to the shared queue once it answers, and are created and printed then, unless another table took the order meanwhile.</source>
        <translation>
            <numerusform>Requests kept at this table: %n. Nothing of them was created or printed yet: they go to the shared queue once it answers, and are created and printed then, unless another table took the order meanwhile.</numerusform>
            <numerusform>Requests kept at this table: %n. Nothing of them was created or printed yet: they go to the shared queue once it answers, and are created and printed then, unless another table took the order meanwhile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Orders claimed here: %Ln. They stay this table&apos;s until {until}: no other table can take them before.</source>
        <translation>
            <numerusform>Orders claimed here: %Ln. They stay this table&apos;s until {until}: no other table can take them before.</numerusform>
            <numerusform>Orders claimed here: %Ln. They stay this table&apos;s until {until}: no other table can take them before.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnprintedRow</name>
    <message numerus="yes">
        <source>{shown} and %n more</source>
        <translation>
            <numerusform>{shown} and %n more</numerusform>
            <numerusform>{shown} and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n created but not printed&lt;/b&gt; (the shipments exist at the carrier): {shown}.</source>
        <translation>
            <numerusform>&lt;b&gt;%n created but not printed&lt;/b&gt; (the shipment exists at the carrier): {shown}.</numerusform>
            <numerusform>&lt;b&gt;%n created but not printed&lt;/b&gt; (the shipments exist at the carrier): {shown}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Yes, cancel %n shipments</source>
        <translation>
            <numerusform>Yes, cancel %n shipment</numerusform>
            <numerusform>Yes, cancel %n shipments</numerusform>
        </translation>
    </message>
</context>
</TS>
