<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>AccountDialog</name>
    <message>
        <source>List and fetch shipments</source>
        <translation>Zendingen opvragen en ophalen</translation>
    </message>
    <message>
        <source>Create, update and cancel shipments</source>
        <translation>Zendingen aanmaken, wijzigen en annuleren</translation>
    </message>
    <message>
        <source>Read orders</source>
        <translation>Bestellingen lezen</translation>
    </message>
    <message>
        <source>Manage orders and notes</source>
        <translation>Bestellingen en notities beheren</translation>
    </message>
    <message>
        <source>Manage webhooks</source>
        <translation>Webhooks beheren</translation>
    </message>
    <message>
        <source>Stored in the keyring — leave empty to keep it</source>
        <translation>Bewaard in de sleutelhanger — laat leeg om hem te houden</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Account</translation>
    </message>
    <message>
        <source>Station needs a shipping service account. Try it first with the built-in &lt;b&gt;sandbox&lt;/b&gt; (labels are not real), then enter your shop&apos;s &lt;b&gt;production API key&lt;/b&gt; (MyParcel, SendMyParcel), or an OAuth client or API keys of a service that speaks Station&apos;s contract.</source>
        <translation>Station heeft een account bij een verzenddienst nodig. Probeer het eerst met de ingebouwde &lt;b&gt;sandbox&lt;/b&gt; (de verzendlabels zijn niet echt) en vul daarna de &lt;b&gt;API-sleutel voor productie&lt;/b&gt; van uw winkel in (MyParcel, SendMyParcel), of een OAuth-client of API-sleutels van een dienst die het contract van Station spreekt.</translation>
    </message>
    <message>
        <source>Use the sandbox (one click)</source>
        <translation>De sandbox gebruiken (één klik)</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Verzenddienst</translation>
    </message>
    <message>
        <source>optional: the printing API (default: base URL + /printing)</source>
        <translation>optioneel: de print-API (standaard: basis-URL + /printing)</translation>
    </message>
    <message>
        <source>&amp;Base URL</source>
        <translation>&amp;Basis-URL</translation>
    </message>
    <message>
        <source>&amp;Printing API URL</source>
        <translation>&amp;Print-API-URL</translation>
    </message>
    <message>
        <source>P&amp;roduction (API key)</source>
        <translation>P&amp;roductie (API-sleutel)</translation>
    </message>
    <message>
        <source>A shop&apos;s real account on the production service (MyParcel&apos;s API): one API key per shop, from the back office</source>
        <translation>Het echte account van een winkel bij de productiedienst (de API van MyParcel): één API-sleutel per winkel, uit de backoffice</translation>
    </message>
    <message>
        <source>&amp;OAuth client (client credentials)</source>
        <translation>&amp;OAuth-client (client credentials)</translation>
    </message>
    <message>
        <source>A service that speaks Station&apos;s contract; the production service has no OAuth</source>
        <translation>Een dienst die het contract van Station spreekt; de productiedienst heeft geen OAuth</translation>
    </message>
    <message>
        <source>Shop &amp;API keys (contract)</source>
        <translation>&amp;API-sleutels per winkel (contract)</translation>
    </message>
    <message>
        <source>A service that speaks Station&apos;s contract, with one API key per shop</source>
        <translation>Een dienst die het contract van Station spreekt, met één API-sleutel per winkel</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Afmelden</translation>
    </message>
    <message>
        <source>Revoke the token on the service and delete every secret from the keyring</source>
        <translation>Het token bij de dienst intrekken en elk geheim uit de sleutelhanger verwijderen</translation>
    </message>
    <message>
        <source>Until then the sandbox works; an OAuth client or API keys cannot be saved.</source>
        <translation>Tot dan werkt de sandbox; een OAuth-client of API-sleutels kunnen niet worden opgeslagen.</translation>
    </message>
    <message>
        <source>Needs a secure keyring to store the secret</source>
        <translation>Heeft een beveiligde sleutelhanger nodig om het geheim te bewaren</translation>
    </message>
    <message>
        <source>&amp;Webhooks…</source>
        <translation>&amp;Webhooks…</translation>
    </message>
    <message>
        <source>The addresses of your shop&apos;s server the service calls when a shipment or order changes</source>
        <translation>De adressen van de server van uw winkel die de dienst aanroept als een zending of bestelling verandert</translation>
    </message>
    <message>
        <source>&amp;Delivery days…</source>
        <translation>&amp;Bezorgdagen…</translation>
    </message>
    <message>
        <source>The days your parcels go to the carrier, cutoffs, closed days: what the delivery options offer</source>
        <translation>De dagen waarop uw pakketten naar de vervoerder gaan, sluitingstijden, gesloten dagen: wat de bezorgopties aanbieden</translation>
    </message>
    <message>
        <source>Client &amp;ID</source>
        <translation>Client-&amp;ID</translation>
    </message>
    <message>
        <source>Client &amp;secret</source>
        <translation>Client-&amp;geheim</translation>
    </message>
    <message>
        <source>Scopes</source>
        <translation>Scopes</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-sleutel</translation>
    </message>
    <message>
        <source>Add a shop</source>
        <translation>Winkel toevoegen</translation>
    </message>
    <message>
        <source>bearer (recommended)</source>
        <translation>bearer (aanbevolen)</translation>
    </message>
    <message>
        <source>basic (if something in between needs it)</source>
        <translation>basic (als iets ertussen het nodig heeft)</translation>
    </message>
    <message>
        <source>The word before the API key in the Authorization header; the service takes both with the same key</source>
        <translation>Het woord vóór de API-sleutel in de Authorization-header; de dienst accepteert beide met dezelfde sleutel</translation>
    </message>
    <message>
        <source>Key sent as</source>
        <translation>Sleutel verstuurd als</translation>
    </message>
    <message>
        <source>Correct the sender address first (the fields marked in red).</source>
        <translation>Verbeter eerst het afzenderadres (de rood gemarkeerde velden).</translation>
    </message>
    <message>
        <source>The base URL</source>
        <translation>De basis-URL</translation>
    </message>
    <message>
        <source>The printing API URL</source>
        <translation>De URL van de print-API</translation>
    </message>
    <message>
        <source>{field} must start with https:// (or http:// for a local sandbox).</source>
        <translation>{field} moet beginnen met https:// (of http:// voor een lokale sandbox).</translation>
    </message>
    <message>
        <source>Enter the client ID.</source>
        <translation>Vul de client-ID in.</translation>
    </message>
    <message>
        <source>Enter the client secret.</source>
        <translation>Vul het client-geheim in.</translation>
    </message>
    <message>
        <source>Choose at least one scope.</source>
        <translation>Kies minstens één scope.</translation>
    </message>
    <message>
        <source>Row {row}: enter the shop name for this key.</source>
        <translation>Regel {row}: vul de winkelnaam bij deze sleutel in.</translation>
    </message>
    <message>
        <source>Enter the API key of shop {shop}.</source>
        <translation>Vul de API-sleutel van winkel {shop} in.</translation>
    </message>
    <message>
        <source>Enter at least one shop and its API key.</source>
        <translation>Vul minstens één winkel en de API-sleutel ervan in.</translation>
    </message>
</context>
<context>
    <name>AccountSummary</name>
    <message>
        <source>Sandbox (Demo NL) · production format</source>
        <translation>Sandbox (Demo NL) · productieformaat</translation>
    </message>
    <message>
        <source>Sandbox (Demo NL)</source>
        <translation>Sandbox (Demo NL)</translation>
    </message>
    <message>
        <source>OAuth client {client}</source>
        <translation>OAuth-client {client}</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-sleutel</translation>
    </message>
    <message>
        <source>{shops} (production)</source>
        <translation>{shops} (productie)</translation>
    </message>
</context>
<context>
    <name>Batch</name>
    <message>
        <source>shipment {id}</source>
        <translation>zending {id}</translation>
    </message>
    <message>
        <source>An earlier print of this label has an unknown outcome; confirm it first.</source>
        <translation>Van een eerdere afdruk van dit verzendlabel is niet bekend of die gelukt is; bevestig dat eerst.</translation>
    </message>
    <message>
        <source>{where}: left to that table</source>
        <translation>{where}: overgelaten aan die tafel</translation>
    </message>
    <message>
        <source>The label&apos;s print outcome is unknown; confirm it.</source>
        <translation>Niet bekend of het verzendlabel geprint is; bevestig het.</translation>
    </message>
    <message>
        <source>The sheet in the tray kept changing while the batch printed; print these labels again.</source>
        <translation>Het vel in de lade veranderde steeds terwijl de batch printte; print deze verzendlabels opnieuw.</translation>
    </message>
    <message>
        <source>The shipment could not be created.</source>
        <translation>De zending kon niet worden aangemaakt.</translation>
    </message>
    <message>
        <source>The printer did not take the label.</source>
        <translation>De printer heeft het verzendlabel niet aangenomen.</translation>
    </message>
</context>
<context>
    <name>BatchActions</name>
    <message>
        <source>Open each listed order in the batch panel, correct it, and run the batch again (done orders are skipped).</source>
        <translation>Open elke genoemde bestelling in het batchvenster, verbeter hem en start de batch opnieuw (afgehandelde bestellingen worden overgeslagen).</translation>
    </message>
    <message numerus="yes">
        <source>%n shipments created but not printed were cancelled: {references}.</source>
        <translation>
            <numerusform>%n zending die aangemaakt maar niet geprint was, is geannuleerd: {references}.</numerusform>
            <numerusform>%n zendingen die aangemaakt maar niet geprint waren, zijn geannuleerd: {references}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shipments not cancelled</source>
        <translation>
            <numerusform>%n zending niet geannuleerd</numerusform>
            <numerusform>%n zendingen niet geannuleerd</numerusform>
        </translation>
    </message>
    <message>
        <source>No shipment created but not printed was cancelled.</source>
        <translation>Er is geen aangemaakte maar niet geprinte zending geannuleerd.</translation>
    </message>
    <message numerus="yes">
        <source>{failed} of %n orders not shipped or printed</source>
        <translation>
            <numerusform>{failed} van %n bestelling niet verzonden of geprint</numerusform>
            <numerusform>{failed} van %n bestellingen niet verzonden of geprint</numerusform>
        </translation>
    </message>
    <message>
        <source>{reference}: {reason}</source>
        <translation>{reference}: {reason}</translation>
    </message>
    <message>
        <source>Open each order to see its state; one with the carrier needs a return instead.</source>
        <translation>Open elke bestelling om de status te zien; een zending die al bij de vervoerder is, vraagt om een retourzending.</translation>
    </message>
</context>
<context>
    <name>BatchCommand</name>
    <message>
        <source>--concurrency must be at least 1</source>
        <translation>--concurrency moet minstens 1 zijn</translation>
    </message>
    <message>
        <source>No such order file: {file}</source>
        <translation>Bestelbestand niet gevonden: {file}</translation>
    </message>
    <message>
        <source>create</source>
        <translation>aanmaken</translation>
    </message>
    <message>
        <source>print</source>
        <translation>printen</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>geprint</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>in de wachtrij</translation>
    </message>
    <message>
        <source>shipped elsewhere</source>
        <translation>elders verzonden</translation>
    </message>
    <message>
        <source>cancelled elsewhere</source>
        <translation>elders geannuleerd</translation>
    </message>
    <message>
        <source>import: new {new}, already queued {duplicates}, rows with errors {errors}</source>
        <translation>import: nieuw {new}, al in de wachtrij {duplicates}, regels met fouten {errors}</translation>
    </message>
    <message>
        <source>line {line} {field}: {message}</source>
        <translation>regel {line} {field}: {message}</translation>
    </message>
    <message>
        <source>[{done}/{total}] {order}: {stage} - {message}</source>
        <translation>[{done}/{total}] {order}: {stage} - {message}</translation>
    </message>
    <message>
        <source>[{done}/{total}] {order}: {stage}</source>
        <translation>[{done}/{total}] {order}: {stage}</translation>
    </message>
    <message>
        <source>summary: orders {total}, created {created} (earlier {already_created}), printed {printed} (earlier {already_printed}), labels {labels}, failed {failed}, queued {queued}, skipped {skipped}</source>
        <translation>samenvatting: bestellingen {total}, aangemaakt {created} (eerder {already_created}), geprint {printed} (eerder {already_printed}), verzendlabels {labels}, mislukt {failed}, in de wachtrij {queued}, overgeslagen {skipped}</translation>
    </message>
    <message>
        <source>{counts}, cancelled</source>
        <translation>{counts}, afgebroken</translation>
    </message>
    <message>
        <source>failed {reference} ({stage}): {reason}</source>
        <translation>mislukt {reference} ({stage}): {reason}</translation>
    </message>
    <message>
        <source>skipped {reference}: {reason}</source>
        <translation>overgeslagen {reference}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n orders left to other tables (e.g. {reference}: {reason})</source>
        <translation>
            <numerusform>%n bestelling overgelaten aan andere tafels ({reference}: {reason})</numerusform>
            <numerusform>%n bestellingen overgelaten aan andere tafels (bijv. {reference}: {reason})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prints with an unknown outcome need confirming in Station</source>
        <translation>
            <numerusform>%n printopdracht met onbekende afloop moet in Station worden bevestigd</numerusform>
            <numerusform>%n printopdrachten met onbekende afloop moeten in Station worden bevestigd</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BatchPanel</name>
    <message>
        <source>Select orders in the queue (Shift/Ctrl+click, Ctrl+A), then start.</source>
        <translation>Kies bestellingen in de lijst (Shift/Ctrl+klik, Ctrl+A) en start dan.</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Create the shipments of the selected orders and print their labels in queue order, as chosen under Print as (Ctrl+B)</source>
        <translation>De zendingen van de gekozen bestellingen aanmaken en hun verzendlabels printen in de volgorde van de lijst, zoals gekozen bij Printen als (Ctrl+B)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Stop: no further shipment is created; labels in progress finish, what is done stays done (Ctrl+Shift+B)</source>
        <translation>Stoppen: er worden geen zendingen meer aangemaakt; labels die bezig zijn worden afgemaakt, wat klaar is blijft klaar (Ctrl+Shift+B)</translation>
    </message>
    <message>
        <source>%v of %m</source>
        <translation>%v van %m</translation>
    </message>
    <message numerus="yes">
        <source>Ship and print %n selected</source>
        <translation>
            <numerusform>%n gekozen bestelling verzenden en printen</numerusform>
            <numerusform>%n gekozen bestellingen verzenden en printen</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting a batch of {total}…</source>
        <translation>Batch van {total} wordt gestart…</translation>
    </message>
    <message>
        <source>{stage}: {message}</source>
        <translation>{stage}: {message}</translation>
    </message>
    <message>
        <source>Stopping: no further shipments are created; the labels in progress finish…</source>
        <translation>Stoppen: er worden geen zendingen meer aangemaakt; de labels die bezig zijn worden afgemaakt…</translation>
    </message>
    <message>
        <source>{reference} ({stage}): {reason}</source>
        <translation>{reference} ({stage}): {reason}</translation>
    </message>
    <message>
        <source> — to ship it again, open it and confirm</source>
        <translation> — open de bestelling en bevestig om hem opnieuw te verzenden</translation>
    </message>
    <message>
        <source>{reference} (skipped): {reason}</source>
        <translation>{reference} (overgeslagen): {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n printed</source>
        <translation>
            <numerusform>%n geprint</numerusform>
            <numerusform>%n geprint</numerusform>
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
            <numerusform>%n aangemaakt</numerusform>
            <numerusform>%n aangemaakt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already had a shipment</source>
        <translation>
            <numerusform>%n had al een zending</numerusform>
            <numerusform>%n hadden al een zending</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already printed</source>
        <translation>
            <numerusform>%n al geprint</numerusform>
            <numerusform>%n al geprint</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped ({reasons})</source>
        <translation>
            <numerusform>%n overgeslagen ({reasons})</numerusform>
            <numerusform>%n overgeslagen ({reasons})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wait for the service (sent automatically)</source>
        <translation>
            <numerusform>%n wacht op de verzenddienst (gaat vanzelf weg)</numerusform>
            <numerusform>%n wachten op de verzenddienst (gaan vanzelf weg)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n mislukt</numerusform>
            <numerusform>%n mislukt</numerusform>
        </translation>
    </message>
    <message>
        <source>Batch stopped</source>
        <translation>Batch gestopt</translation>
    </message>
    <message>
        <source>Batch done</source>
        <translation>Batch klaar</translation>
    </message>
    <message>
        <source>Batch finished</source>
        <translation>Batch beëindigd</translation>
    </message>
    <message numerus="yes">
        <source>{head} — %n orders: {parts}.</source>
        <translation>
            <numerusform>{head} — %n bestelling: {parts}.</numerusform>
            <numerusform>{head} — %n bestellingen: {parts}.</numerusform>
        </translation>
    </message>
    <message>
        <source>create</source>
        <translation>aanmaken</translation>
    </message>
    <message>
        <source>print</source>
        <translation>printen</translation>
    </message>
    <message>
        <source>created</source>
        <translation>aangemaakt</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>geprint</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>in de wachtrij</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>already printed</source>
        <translation>al geprint</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>overgeslagen</translation>
    </message>
</context>
<context>
    <name>Claims</name>
    <message>
        <source>{reference} is {where}; nothing was done here.</source>
        <translation>{reference} is {where}; hier is niets gedaan.</translation>
    </message>
    <message>
        <source>in progress at {station} since {time}</source>
        <translation>in behandeling bij {station} sinds {time}</translation>
    </message>
</context>
<context>
    <name>CloseDayDialog</name>
    <message>
        <source>Close the day</source>
        <translation>Dag afsluiten</translation>
    </message>
    <message>
        <source>&amp;Day</source>
        <translation>&amp;Dag</translation>
    </message>
    <message>
        <source>To resolve</source>
        <translation>Op te lossen</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referentie</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Wat</translation>
    </message>
    <message>
        <source>Carrier / barcode</source>
        <translation>Vervoerder / barcode</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>Postcode</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>&amp;Print handover lists</source>
        <translation>Overdrachtslijsten &amp;printen</translation>
    </message>
    <message>
        <source>Print every carrier&apos;s list on the A4 printer, for the drivers to sign</source>
        <translation>De lijst van elke vervoerder op de A4-printer printen, om door de chauffeurs te laten tekenen</translation>
    </message>
    <message>
        <source>Save &amp;PDF…</source>
        <translation>&amp;Pdf opslaan…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exporteren…</translation>
    </message>
    <message>
        <source>Close the &amp;day</source>
        <translation>&amp;Dag afsluiten</translation>
    </message>
    <message>
        <source>Keep the day&apos;s summary in the operator log</source>
        <translation>Het overzicht van de dag bewaren in het logboek</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Klaar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Waiting for pickup&lt;/b&gt; — a list per carrier for the driver to sign</source>
        <translation>&lt;b&gt;Wacht op ophalen&lt;/b&gt; — een lijst per vervoerder om door de chauffeur te laten tekenen</translation>
    </message>
    <message>
        <source>&lt;b&gt;To resolve first: {count}&lt;/b&gt; — created but not printed, failed or stuck prints, returns of the day</source>
        <translation>&lt;b&gt;Eerst op te lossen: {count}&lt;/b&gt; — aangemaakt maar niet geprint, mislukte of vastgelopen printopdrachten, retourzendingen van de dag</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing to resolve.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Niets op te lossen.&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>{carrier} — %n parcels</source>
        <translation>
            <numerusform>{carrier} — %n pakket</numerusform>
            <numerusform>{carrier} — %n pakketten</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;The day so far&lt;/b&gt;</source>
        <translation>&lt;b&gt;De dag tot nu toe&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closed by {operator} at {time}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Afgesloten door {operator} op {time}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Changed since it was closed:</source>
        <translation>Gewijzigd sinds het afsluiten:</translation>
    </message>
    <message>
        <source>Save the handover lists</source>
        <translation>Overdrachtslijsten opslaan</translation>
    </message>
    <message>
        <source>Handover lists saved as {path}</source>
        <translation>Overdrachtslijsten opgeslagen als {path}</translation>
    </message>
    <message>
        <source>Export the handover lists</source>
        <translation>Overdrachtslijsten exporteren</translation>
    </message>
    <message>
        <source>Handover lists exported to {path}</source>
        <translation>Overdrachtslijsten geëxporteerd naar {path}</translation>
    </message>
    <message>
        <source>No A4 printer is set up for the handover lists.</source>
        <translation>Er is geen A4-printer ingesteld voor de overdrachtslijsten.</translation>
    </message>
    <message>
        <source>The handover lists did not print: {reason}</source>
        <translation>De overdrachtslijsten zijn niet geprint: {reason}</translation>
    </message>
    <message>
        <source>Handover lists sent to {printer}.</source>
        <translation>Overdrachtslijsten verstuurd naar {printer}.</translation>
    </message>
    <message>
        <source>Day {day} closed: its summary is in the operator log.</source>
        <translation>Dag {day} afgesloten: het overzicht staat in het logboek.</translation>
    </message>
</context>
<context>
    <name>ContentsPanel</name>
    <message>
        <source>Contents of %s verified: all %d items scanned</source>
        <translation>Inhoud van %s gecontroleerd: alle %d artikelen gescand</translation>
    </message>
    <message>
        <source>Contents of %s: %d of %d items scanned — scan each item</source>
        <translation>Inhoud van %s: %d van %d artikelen gescand — scan elk artikel</translation>
    </message>
    <message>
        <source>no EAN: check by eye</source>
        <translation>geen EAN: controleer met het oog</translation>
    </message>
</context>
<context>
    <name>ContentsVerificationPart</name>
    <message>
        <source>No contents to verify</source>
        <translation>Geen inhoud te controleren</translation>
    </message>
    <message>
        <source>%s has no order lines with an EAN: its contents are not checked.</source>
        <translation>%s heeft geen bestelregels met een EAN: de inhoud wordt niet gecontroleerd.</translation>
    </message>
    <message>
        <source>The scan goes on as usual (with Scan to print, its label prints).</source>
        <translation>De scan gaat gewoon door (met Scannen is printen wordt het verzendlabel geprint).</translation>
    </message>
    <message>
        <source>Scan each item of the order; the label prints after the last one.</source>
        <translation>Scan elk artikel van de bestelling; het verzendlabel wordt na het laatste geprint.</translation>
    </message>
    <message>
        <source>Refused: %s is not in order %s. Take it out of the parcel.</source>
        <translation>Geweigerd: %s hoort niet bij bestelling %s. Haal het uit het pakket.</translation>
    </message>
    <message>
        <source>Refused: one too many — all %d × %s are scanned already. Take it out.</source>
        <translation>Geweigerd: één te veel — alle %d × %s zijn al gescand. Haal het eruit.</translation>
    </message>
    <message>
        <source>%s: %d of %d.</source>
        <translation>%s: %d van %d.</translation>
    </message>
    <message>
        <source>All items are in the parcel: the label prints.</source>
        <translation>Alle artikelen zitten in het pakket: het verzendlabel wordt geprint.</translation>
    </message>
</context>
<context>
    <name>DayClose</name>
    <message>
        <source>the printer refused it</source>
        <translation>de printer weigerde het</translation>
    </message>
</context>
<context>
    <name>DayIssue</name>
    <message>
        <source>created, not printed</source>
        <translation>aangemaakt, niet geprint</translation>
    </message>
    <message>
        <source>print failed</source>
        <translation>printen mislukt</translation>
    </message>
    <message>
        <source>print stuck</source>
        <translation>printopdracht blijft hangen</translation>
    </message>
    <message>
        <source>return of the day</source>
        <translation>retourzending van de dag</translation>
    </message>
    <message>
        <source>{carrier} shipment without a printed label</source>
        <translation>{carrier}-zending zonder geprint verzendlabel</translation>
    </message>
    <message>
        <source>{carrier} return, {status}</source>
        <translation>{carrier}-retourzending, {status}</translation>
    </message>
</context>
<context>
    <name>DaySummary</name>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Shipments per carrier: {carriers}</source>
        <translation>Zendingen per vervoerder: {carriers}</translation>
    </message>
    <message>
        <source>Parcels on the handover lists: {count}</source>
        <translation>Pakketten op de overdrachtslijsten: {count}</translation>
    </message>
    <message>
        <source>Returns: {count}</source>
        <translation>Retourzendingen: {count}</translation>
    </message>
    <message>
        <source>Reprints: {count}</source>
        <translation>Herdrukken: {count}</translation>
    </message>
    <message>
        <source>Errors: {count}</source>
        <translation>Fouten: {count}</translation>
    </message>
    <message>
        <source>Actions per operator: {operators}</source>
        <translation>Handelingen per medewerker: {operators}</translation>
    </message>
</context>
<context>
    <name>DeliveryOptionsDialog</name>
    <message>
        <source>morning delivery</source>
        <translation>ochtendbezorging</translation>
    </message>
    <message>
        <source>standard delivery</source>
        <translation>standaardbezorging</translation>
    </message>
    <message>
        <source>evening delivery</source>
        <translation>avondbezorging</translation>
    </message>
    <message>
        <source>pickup delivery</source>
        <translation>ophalen bij een afhaalpunt</translation>
    </message>
    <message>
        <source>express delivery</source>
        <translation>expresbezorging</translation>
    </message>
    <message>
        <source>pickup at {name}, {street} {number}, {city}</source>
        <translation>afhaalpunt {name}, {street} {number}, {city}</translation>
    </message>
    <message>
        <source>from {day}</source>
        <translation>vanaf {day}</translation>
    </message>
    <message>
        <source>on {day}</source>
        <translation>op {day}</translation>
    </message>
    <message>
        <source>Delivery options — {reference}</source>
        <translation>Bezorgopties — {reference}</translation>
    </message>
    <message>
        <source>Loading the delivery options…</source>
        <translation>Bezorgopties laden…</translation>
    </message>
    <message>
        <source>Use this delivery</source>
        <translation>Deze bezorging gebruiken</translation>
    </message>
    <message>
        <source>This choice cannot be used:</source>
        <translation>Deze keuze kan niet worden gebruikt:</translation>
    </message>
    <message>
        <source>The delivery options cannot be loaded.</source>
        <translation>De bezorgopties kunnen niet worden geladen.</translation>
    </message>
    <message>
        <source>{message} (code {code})</source>
        <translation>{message} (code {code})</translation>
    </message>
</context>
<context>
    <name>DeliverySelection</name>
    <message>
        <source>the delivery selection is not an object</source>
        <translation>de bezorgkeuze is geen object</translation>
    </message>
    <message>
        <source>unknown fields: {fields}</source>
        <translation>onbekende velden: {fields}</translation>
    </message>
    <message>
        <source>isPickup must be true or false, not {value}</source>
        <translation>isPickup moet true of false zijn, niet {value}</translation>
    </message>
    <message>
        <source>pickupLocation is present although isPickup is false</source>
        <translation>pickupLocation is meegegeven terwijl isPickup false is</translation>
    </message>
    <message>
        <source>isPickup is true but pickupLocation is missing</source>
        <translation>isPickup is true maar pickupLocation ontbreekt</translation>
    </message>
    <message>
        <source>isPickup is {value} but deliveryType is {delivery_type}</source>
        <translation>isPickup is {value} maar deliveryType is {delivery_type}</translation>
    </message>
    <message>
        <source>carrier {value} is not a known carrier slug</source>
        <translation>carrier {value} is geen bekende vervoerder (slug)</translation>
    </message>
    <message>
        <source>date {value} is not a date of the form YYYY-MM-DD HH:MM:SS.ffffff</source>
        <translation>date {value} is geen datum in de vorm JJJJ-MM-DD UU:MM:SS.ffffff</translation>
    </message>
    <message>
        <source>{key} {value} is not one of {names}</source>
        <translation>{key} {value} is niet een van {names}</translation>
    </message>
    <message>
        <source>shipmentOptions must be an object, not {value}</source>
        <translation>shipmentOptions moet een object zijn, niet {value}</translation>
    </message>
    <message>
        <source>shipmentOptions has an unknown option {key}</source>
        <translation>shipmentOptions bevat een onbekende optie {key}</translation>
    </message>
    <message>
        <source>shipmentOptions cannot hold insurance; it is an amount, not a choice</source>
        <translation>shipmentOptions kan geen verzekering bevatten; dat is een bedrag, geen keuze</translation>
    </message>
    <message>
        <source>shipmentOptions.{key} must be true or false, not {value}</source>
        <translation>shipmentOptions.{key} moet true of false zijn, niet {value}</translation>
    </message>
    <message>
        <source>pickupLocation must be an object, not {value}</source>
        <translation>pickupLocation moet een object zijn, niet {value}</translation>
    </message>
    <message>
        <source>pickupLocation.{key} must be a non-empty text, not {value}</source>
        <translation>pickupLocation.{key} moet een niet-lege tekst zijn, niet {value}</translation>
    </message>
    <message>
        <source>pickupLocation.{key} must be a text, not {value}</source>
        <translation>pickupLocation.{key} moet een tekst zijn, niet {value}</translation>
    </message>
    <message>
        <source>pickupLocation.numberSuffix must be a text, not {value}</source>
        <translation>pickupLocation.numberSuffix moet een tekst zijn, niet {value}</translation>
    </message>
    <message>
        <source>pickupLocation.distance must be a number of metres, not {value}</source>
        <translation>pickupLocation.distance moet een aantal meters zijn, niet {value}</translation>
    </message>
    <message>
        <source>pickupLocation.type must be &apos;default&apos; or &apos;locker&apos;, not {value}</source>
        <translation>pickupLocation.type moet &apos;default&apos; of &apos;locker&apos; zijn, niet {value}</translation>
    </message>
    <message>
        <source>pickupLocation.{key} must be a number between -{limit} and {limit}, not {value}</source>
        <translation>pickupLocation.{key} moet een getal tussen -{limit} en {limit} zijn, niet {value}</translation>
    </message>
    <message>
        <source>pickupLocation.openingHours must be an object, not {value}</source>
        <translation>pickupLocation.openingHours moet een object zijn, niet {value}</translation>
    </message>
    <message>
        <source>pickupLocation.openingHours has an unknown weekday {day}</source>
        <translation>pickupLocation.openingHours bevat een onbekende weekdag {day}</translation>
    </message>
    <message>
        <source>pickupLocation.openingHours.{day} must be a list, not {value}</source>
        <translation>pickupLocation.openingHours.{day} moet een lijst zijn, niet {value}</translation>
    </message>
    <message>
        <source>pickupLocation.openingHours.{day} has a period that is not {shape}: {period}</source>
        <translation>pickupLocation.openingHours.{day} bevat een periode die niet {shape} is: {period}</translation>
    </message>
</context>
<context>
    <name>DeliverySettingsDialog</name>
    <message>
        <source>Delivery days</source>
        <translation>Bezorgdagen</translation>
    </message>
    <message>
        <source>When your parcels go to the carrier: the delivery options a customer is offered (and the ones you choose for an order with Ctrl+E) start from these.</source>
        <translation>Wanneer uw pakketten naar de vervoerder gaan: de bezorgopties die een klant krijgt (en die u voor een bestelling kiest met Ctrl+E) gaan hiervan uit.</translation>
    </message>
    <message>
        <source>Days the parcels go to the carrier</source>
        <translation>Dagen waarop de pakketten naar de vervoerder gaan</translation>
    </message>
    <message>
        <source>&lt;i&gt;own cutoff (optional)&lt;/i&gt;</source>
        <translation>&lt;i&gt;eigen sluitingstijd (optioneel)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>HH:MM</source>
        <translation>UU:MM</translation>
    </message>
    <message>
        <source>HH:MM — orders after it count from the next day</source>
        <translation>UU:MM — bestellingen daarna tellen vanaf de volgende dag</translation>
    </message>
    <message>
        <source> working days</source>
        <translation> werkdagen</translation>
    </message>
    <message>
        <source> days</source>
        <translation> dagen</translation>
    </message>
    <message>
        <source>YYYY-MM-DD, YYYY-MM-DD …</source>
        <translation>JJJJ-MM-DD, JJJJ-MM-DD …</translation>
    </message>
    <message>
        <source>&amp;Shop</source>
        <translation>&amp;Winkel</translation>
    </message>
    <message>
        <source>&amp;Cutoff</source>
        <translation>&amp;Sluitingstijd</translation>
    </message>
    <message>
        <source>&amp;Handling time</source>
        <translation>&amp;Verwerkingstijd</translation>
    </message>
    <message>
        <source>Delivery days &amp;offered</source>
        <translation>&amp;Aangeboden bezorgdagen</translation>
    </message>
    <message>
        <source>C&amp;losed on</source>
        <translation>&amp;Gesloten op</translation>
    </message>
    <message>
        <source>Saved values that cannot be used are left out (marked in red): correct them, then save.</source>
        <translation>Opgeslagen waarden die niet bruikbaar zijn, worden weggelaten (rood gemarkeerd): verbeter ze en sla dan op.</translation>
    </message>
    <message>
        <source>Not set for this shop yet: {first} to {last}, no cutoff, five delivery days are assumed.</source>
        <translation>Nog niet ingesteld voor deze winkel: Station gaat uit van {first} tot en met {last}, geen sluitingstijd en vijf bezorgdagen.</translation>
    </message>
    <message>
        <source>Not saved: correct the fields marked in red.</source>
        <translation>Niet opgeslagen: verbeter de rood gemarkeerde velden.</translation>
    </message>
    <message>
        <source>Saved. The delivery options use them from the next order on.</source>
        <translation>Opgeslagen. De bezorgopties gebruiken ze vanaf de volgende bestelling.</translation>
    </message>
</context>
<context>
    <name>DeliveryType</name>
    <message>
        <source>morning</source>
        <translation>ochtendlevering</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standaard</translation>
    </message>
    <message>
        <source>evening</source>
        <translation>avondlevering</translation>
    </message>
    <message>
        <source>pickup</source>
        <translation>afhaalpunt</translation>
    </message>
    <message>
        <source>express</source>
        <translation>express</translation>
    </message>
</context>
<context>
    <name>DeliveryWidget</name>
    <message>
        <source>No delivery option has been chosen yet.</source>
        <translation>Er is nog geen bezorgoptie gekozen.</translation>
    </message>
    <message>
        <source>The delivery options could not be loaded.</source>
        <translation>De bezorgopties konden niet worden geladen.</translation>
    </message>
</context>
<context>
    <name>DropOffSettings</name>
    <message>
        <source>{where}{key}: {problem}; dropped</source>
        <translation>{where}{key}: {problem}; weggelaten</translation>
    </message>
    <message>
        <source>day {day} {key}: {problem}</source>
        <translation>dag {day} {key}: {problem}</translation>
    </message>
    <message>
        <source>{value} is not a time of the form HH:MM</source>
        <translation>{value} is geen tijd in de vorm UU:MM</translation>
    </message>
    <message>
        <source>{value} is not a day number from 1 (Monday) to 7 (Sunday), or 0 for Sunday</source>
        <translation>{value} is geen dagnummer van 1 (maandag) tot 7 (zondag), of 0 voor zondag</translation>
    </message>
    <message>
        <source>must be a text, a list of day numbers or a list of day objects, not {value}</source>
        <translation>moet een tekst, een lijst van dagnummers of een lijst van dagobjecten zijn, niet {value}</translation>
    </message>
    <message>
        <source>day {days} is listed more than once</source>
        <translation>dag {days} staat er meer dan eens in</translation>
    </message>
    <message>
        <source>it is empty; list at least one day</source>
        <translation>de lijst is leeg; noem minstens één dag</translation>
    </message>
    <message>
        <source>a day object has unknown keys {keys}</source>
        <translation>een dagobject heeft onbekende sleutels {keys}</translation>
    </message>
    <message>
        <source>{value} is not a whole number from {low} to {high}</source>
        <translation>{value} is geen heel getal van {low} tot {high}</translation>
    </message>
    <message>
        <source>{value} is not a list of YYYY-MM-DD dates</source>
        <translation>{value} is geen lijst van datums JJJJ-MM-DD</translation>
    </message>
    <message>
        <source>{values} not dates of the form YYYY-MM-DD</source>
        <translation>{values} zijn geen datums in de vorm JJJJ-MM-DD</translation>
    </message>
</context>
<context>
    <name>ErrorKind</name>
    <message>
        <source>The request was malformed; correct the input.</source>
        <translation>Het verzoek klopt niet; verbeter de invoer.</translation>
    </message>
    <message>
        <source>The sign-in is no longer valid; sign in again or check the API key.</source>
        <translation>De aanmelding is niet meer geldig; meld opnieuw aan of controleer de API-sleutel.</translation>
    </message>
    <message>
        <source>This account may not do this; ask for a token with the right permissions.</source>
        <translation>Dit account mag dit niet; vraag een token aan met de juiste rechten.</translation>
    </message>
    <message>
        <source>The shop is paused or its contract is not active; contact the carrier contract.</source>
        <translation>De winkel is gepauzeerd of het contract is niet actief; neem contact op over het vervoerderscontract.</translation>
    </message>
    <message>
        <source>This carrier is not activated for the shop; choose another carrier or activate it.</source>
        <translation>Deze vervoerder is niet geactiveerd voor de winkel; kies een andere vervoerder of activeer hem.</translation>
    </message>
    <message>
        <source>It does not exist (any more); refresh the list.</source>
        <translation>Dit bestaat niet (meer); vernieuw de lijst.</translation>
    </message>
    <message>
        <source>The parcel is already with the carrier; create a return instead.</source>
        <translation>Het pakket is al bij de vervoerder; maak in plaats daarvan een retourzending aan.</translation>
    </message>
    <message>
        <source>This carrier does not allow these options together; correct the options.</source>
        <translation>Deze vervoerder staat deze opties niet samen toe; pas de opties aan.</translation>
    </message>
    <message>
        <source>A field is not valid; correct the input.</source>
        <translation>Een veld is niet geldig; verbeter de invoer.</translation>
    </message>
    <message>
        <source>Too many requests; retry later.</source>
        <translation>Te veel verzoeken; probeer het later opnieuw.</translation>
    </message>
    <message>
        <source>A required field is empty; fill it in.</source>
        <translation>Een verplicht veld is leeg; vul het in.</translation>
    </message>
    <message>
        <source>The service or the connection failed; retry later.</source>
        <translation>De dienst of de verbinding is mislukt; probeer het later opnieuw.</translation>
    </message>
</context>
<context>
    <name>ErrorRouting</name>
    <message>
        <source>Create return</source>
        <translation>Retourzending aanmaken</translation>
    </message>
    <message>
        <source>Ship anyway…</source>
        <translation>Toch verzenden…</translation>
    </message>
</context>
<context>
    <name>FormatSlot</name>
    <message>
        <source>— no printer —</source>
        <translation>— geen printer —</translation>
    </message>
    <message>
        <source>unknown printer %s</source>
        <translation>onbekende printer %s</translation>
    </message>
    <message>
        <source>Printers that take %s; or drag a printer here</source>
        <translation>Printers die %s aankunnen; of sleep een printer hierheen</translation>
    </message>
    <message>
        <source>Unassign the %s printer</source>
        <translation>De %s-printer loskoppelen</translation>
    </message>
    <message>
        <source>Unassign %s</source>
        <translation>%s loskoppelen</translation>
    </message>
</context>
<context>
    <name>GroupCard</name>
    <message>
        <source>Edit and press Enter to rename</source>
        <translation>Wijzig en druk op Enter om de naam te wijzigen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Naam wijzigen</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Verwijderen…</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Shops: %s</source>
        <translation>Winkels: %s</translation>
    </message>
    <message>
        <source>shop ids, e.g. 2002</source>
        <translation>winkelnummers, bijv. 2002</translation>
    </message>
    <message>
        <source>Allow shops</source>
        <translation>Winkels toestaan</translation>
    </message>
</context>
<context>
    <name>HandoverList</name>
    <message>
        <source>Handover {day}</source>
        <translation>Overdrachtslijst {day}</translation>
    </message>
    <message>
        <source>Handover {carrier} — {day}</source>
        <translation>Overdrachtslijst {carrier} — {day}</translation>
    </message>
    <message>
        <source>No parcels wait for pickup.</source>
        <translation>Er liggen geen pakketten klaar voor ophalen.</translation>
    </message>
    <message>
        <source>page {page} of {pages}</source>
        <translation>pagina {page} van {pages}</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Barcode</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referentie</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>Postcode</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Count: {parcels}</source>
        <translation>Aantal: {parcels}</translation>
    </message>
    <message>
        <source>Count: {parcels}, {weight} known weight</source>
        <translation>Aantal: {parcels}, {weight} bekend gewicht</translation>
    </message>
    <message>
        <source>Driver&apos;s name</source>
        <translation>Naam chauffeur</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Handtekening</translation>
    </message>
    <message>
        <source>Time of pickup</source>
        <translation>Tijd van ophalen</translation>
    </message>
    <message>
        <source>{weight} kg</source>
        <translation>{weight} kg</translation>
    </message>
    <message numerus="yes">
        <source>%n parcels</source>
        <translation>
            <numerusform>%n pakket</numerusform>
            <numerusform>%n pakketten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <source>&lt;h2&gt;Keyboard shortcuts&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Sneltoetsen&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Press any key to close. The scan field takes every key you type outside an input field.</source>
        <translation>Druk op een toets om te sluiten. Het scanveld krijgt elke toets die u buiten een invoerveld typt.</translation>
    </message>
</context>
<context>
    <name>InlineQuestion</name>
    <message>
        <source>Leave everything as it is (Esc)</source>
        <translation>Alles laten zoals het is (Esc)</translation>
    </message>
</context>
<context>
    <name>LabelDialogs</name>
    <message>
        <source>&amp;Yes, print again</source>
        <translation>&amp;Ja, opnieuw printen</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Pdf-bestanden (*.pdf)</translation>
    </message>
</context>
<context>
    <name>LabelFormatRow</name>
    <message>
        <source>Print as</source>
        <translation>Printen als</translation>
    </message>
    <message>
        <source>A6 label</source>
        <translation>A6-label</translation>
    </message>
    <message>
        <source>A4 sheet (4 per page)</source>
        <translation>A4-vel (4 per pagina)</translation>
    </message>
</context>
<context>
    <name>LabelMedia</name>
    <message>
        <source>A6 (105 × 148 mm)</source>
        <translation>A6 (105 × 148 mm)</translation>
    </message>
    <message>
        <source>4 × 6 in (102 × 152 mm)</source>
        <translation>4 × 6 inch (102 × 152 mm)</translation>
    </message>
    <message>
        <source>100 × 150 mm</source>
        <translation>100 × 150 mm</translation>
    </message>
</context>
<context>
    <name>LabelPreview</name>
    <message>
        <source>No label to show yet.</source>
        <translation>Nog geen verzendlabel om te tonen.</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Uitzoomen</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Inzoomen</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Passend</translation>
    </message>
    <message>
        <source>Fit the page into the view</source>
        <translation>De pagina passend in het venster tonen</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Vorige pagina</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Volgende pagina</translation>
    </message>
    <message>
        <source>This label could not be shown: the PDF is damaged or empty.</source>
        <translation>Dit verzendlabel kan niet worden getoond: de pdf is beschadigd of leeg.</translation>
    </message>
    <message>
        <source>%s (%d of %d)</source>
        <translation>%s (%d van %d)</translation>
    </message>
    <message>
        <source>Page %d of %d</source>
        <translation>Pagina %d van %d</translation>
    </message>
</context>
<context>
    <name>LabelPrinter</name>
    <message>
        <source>the label printer at {address} does not answer</source>
        <translation>de labelprinter op {address} antwoordt niet</translation>
    </message>
    <message>
        <source>the label printer at {address} cannot be reached ({error})</source>
        <translation>de labelprinter op {address} is niet bereikbaar ({error})</translation>
    </message>
    <message>
        <source>sending to {address} broke off ({error})</source>
        <translation>het verzenden naar {address} is afgebroken ({error})</translation>
    </message>
    <message>
        <source>the label printer at {address} did not answer the status query</source>
        <translation>de labelprinter op {address} gaf geen antwoord op de statusvraag</translation>
    </message>
    <message>
        <source>asking {address} for its status failed ({error})</source>
        <translation>de status opvragen bij {address} is mislukt ({error})</translation>
    </message>
    <message>
        <source>the printer at {address} closed before its status was complete</source>
        <translation>de printer op {address} verbrak de verbinding voordat de status compleet was</translation>
    </message>
    <message>
        <source>this computer has no CUPS lp command to send raw labels with</source>
        <translation>deze computer heeft geen CUPS-opdracht lp om labels rechtstreeks mee te versturen</translation>
    </message>
    <message>
        <source>the print system did not take the job for {queue}</source>
        <translation>het printsysteem heeft de opdracht voor {queue} niet aangenomen</translation>
    </message>
    <message>
        <source>the print queue {queue} refused the job: {reason}</source>
        <translation>de printwachtrij {queue} weigerde de opdracht: {reason}</translation>
    </message>
    <message>
        <source>the default printer</source>
        <translation>de standaardprinter</translation>
    </message>
    <message>
        <source>this computer has no default printer; choose the label printer&apos;s queue</source>
        <translation>deze computer heeft geen standaardprinter; kies de wachtrij van de labelprinter</translation>
    </message>
    <message>
        <source>the label is not a readable PDF ({error})</source>
        <translation>het verzendlabel is geen leesbare pdf ({error})</translation>
    </message>
    <message>
        <source>the printer {printer} could not start a job</source>
        <translation>de printer {printer} kon geen printopdracht starten</translation>
    </message>
    <message>
        <source>the printer {queue} is not installed on this computer</source>
        <translation>de printer {queue} is niet geïnstalleerd op deze computer</translation>
    </message>
    <message>
        <source>this computer has no default printer; choose one in the printer profile</source>
        <translation>deze computer heeft geen standaardprinter; kies er een in het printerprofiel</translation>
    </message>
    <message>
        <source>the printer {printer} reported an error</source>
        <translation>de printer {printer} meldde een fout</translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n pagina</numerusform>
            <numerusform>%n pagina&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <source>queue {queue}</source>
        <translation>wachtrij {queue}</translation>
    </message>
    <message>
        <source>the spooler refused a raw job for {queue} (error {code})</source>
        <translation>de spooler weigerde een ruwe opdracht voor {queue} (fout {code})</translation>
    </message>
    <message>
        <source>the spooler took {written} of {size} bytes for {queue}</source>
        <translation>de spooler nam {written} van de {size} bytes aan voor {queue}</translation>
    </message>
    <message>
        <source>Check that the printer is switched on and on the network, and that the address in the printer profile is its address.</source>
        <translation>Controleer of de printer aanstaat en op het netwerk is aangesloten, en of het adres in het printerprofiel zijn adres is.</translation>
    </message>
    <message>
        <source>the printer at {address} does not answer like a ZPL label printer</source>
        <translation>de printer op {address} antwoordt niet als een ZPL-labelprinter</translation>
    </message>
    <message>
        <source>Check the address, and that the printer is set to ZPL (not EPL or ESC/POS).</source>
        <translation>Controleer het adres, en of de printer op ZPL staat (niet op EPL of ESC/POS).</translation>
    </message>
    <message>
        <source>{reason}. {advice}</source>
        <translation>{reason}. {advice}</translation>
    </message>
    <message numerus="yes">
        <source>%n labels, {size} bytes of ZPL</source>
        <translation>
            <numerusform>%n label, {size} bytes ZPL</numerusform>
            <numerusform>%n labels, {size} bytes ZPL</numerusform>
        </translation>
    </message>
    <message>
        <source>The label printer cannot print: {words}</source>
        <translation>De labelprinter kan niet printen: {words}</translation>
    </message>
    <message>
        <source>{error}. {advice}</source>
        <translation>{error}. {advice}</translation>
    </message>
    <message>
        <source>{count} to {where}; then the printer said: {words}</source>
        <translation>{count} naar {where}; daarna meldde de printer: {words}</translation>
    </message>
    <message>
        <source>queue {queue} (raw)</source>
        <translation>wachtrij {queue} (ruw)</translation>
    </message>
    <message>
        <source>{count} to {where}</source>
        <translation>{count} naar {where}</translation>
    </message>
    <message>
        <source>the label printer&apos;s head is open</source>
        <translation>de printkop van de labelprinter staat open</translation>
    </message>
    <message>
        <source>Close the print head until it clicks, then print again.</source>
        <translation>Sluit de printkop tot hij vastklikt en print dan opnieuw.</translation>
    </message>
    <message>
        <source>the label printer is out of labels</source>
        <translation>de labels van de labelprinter zijn op</translation>
    </message>
    <message>
        <source>Load a new roll, close the head and press Feed once, then print again.</source>
        <translation>Plaats een nieuwe rol, sluit de printkop, druk één keer op Feed en print dan opnieuw.</translation>
    </message>
    <message>
        <source>the label printer is paused</source>
        <translation>de labelprinter is gepauzeerd</translation>
    </message>
    <message>
        <source>Press its Pause button (on some models Feed) to resume, then print again.</source>
        <translation>Druk op de knop Pause (bij sommige modellen Feed) om verder te gaan en print dan opnieuw.</translation>
    </message>
    <message>
        <source>the label printer&apos;s memory is full of labels it has not printed yet</source>
        <translation>het geheugen van de labelprinter zit vol met labels die nog niet geprint zijn</translation>
    </message>
    <message>
        <source>Wait until it has printed them; if nothing moves, switch it off and on.</source>
        <translation>Wacht tot ze geprint zijn; gebeurt er niets, zet de printer dan uit en weer aan.</translation>
    </message>
    <message>
        <source>the label printer is ready</source>
        <translation>de labelprinter is klaar</translation>
    </message>
    <message>
        <source>job {job} is not a PDF; nothing written</source>
        <translation>printopdracht {job} is geen pdf; er is niets weggeschreven</translation>
    </message>
    <message>
        <source>could not write {file}: {error}</source>
        <translation>kon {file} niet wegschrijven: {error}</translation>
    </message>
    <message>
        <source>a network printer needs an address, such as 192.168.1.50</source>
        <translation>een netwerkprinter heeft een adres nodig, zoals 192.168.1.50</translation>
    </message>
    <message>
        <source>{address}: an IPv6 address ends with &apos;]&apos;</source>
        <translation>{address}: een IPv6-adres eindigt op &apos;]&apos;</translation>
    </message>
    <message>
        <source>{address}: after &apos;]&apos; only &apos;:port&apos; may follow</source>
        <translation>{address}: na &apos;]&apos; mag alleen &apos;:poort&apos; volgen</translation>
    </message>
    <message>
        <source>{address} is not a printer address</source>
        <translation>{address} is geen printeradres</translation>
    </message>
    <message>
        <source>{address}: the port is a number from 1 to 65535 (label printers use {port})</source>
        <translation>{address}: de poort is een getal van 1 tot 65535 (labelprinters gebruiken {port})</translation>
    </message>
    <message>
        <source>the label&apos;s print is {size} mm {what} and the media only {media} mm: choose the media the label was made for in the printer profile</source>
        <translation>de opdruk van het verzendlabel is {size} mm {what} en het etiket maar {media} mm: kies in het printerprofiel de etiketten waarvoor het label gemaakt is</translation>
    </message>
    <message>
        <source>wide</source>
        <translation>breed</translation>
    </message>
    <message>
        <source>long</source>
        <translation>lang</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Taal van het systeem</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sandbox — labels are not real. Station is talking to its built-in test service on this computer.</source>
        <translation>Sandbox — de verzendlabels zijn niet echt. Station werkt met de ingebouwde testdienst op deze computer.</translation>
    </message>
    <message>
        <source>Starting Station…</source>
        <translation>Station wordt gestart…</translation>
    </message>
    <message>
        <source>Station — sandbox</source>
        <translation>Station — sandbox</translation>
    </message>
    <message>
        <source>Scan to print</source>
        <translation>Scannen is printen</translation>
    </message>
    <message>
        <source>A scan creates the shipment and prints its label in one go (Ctrl+T)</source>
        <translation>Een scan maakt de zending aan en print het verzendlabel in één keer (Ctrl+T)</translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation>&amp;Scannen</translation>
    </message>
</context>
<context>
    <name>OfflineRequests</name>
    <message>
        <source>{reference}: this table&apos;s claim on it may have run out while the shared queue cannot be reached; another table may take it now. Nothing was done here.</source>
        <translation>{reference}: deze tafel houdt die bestelling misschien niet meer vast, nu de gedeelde wachtrij onbereikbaar is; een andere tafel mag ze nu overnemen. Hier is niets gedaan.</translation>
    </message>
    <message>
        <source>{reference} is not claimed at this table, and no order can be claimed while the shared queue cannot be reached. Nothing was done here.</source>
        <translation>{reference} is niet opgepakt aan deze tafel, en zolang de gedeelde wachtrij onbereikbaar is, kan geen bestelling worden opgepakt. Hier is niets gedaan.</translation>
    </message>
    <message>
        <source>{reference} was not read at this table before the shared queue was lost. Nothing was done here.</source>
        <translation>{reference} was aan deze tafel niet gelezen voordat de verbinding met de gedeelde wachtrij wegviel. Hier is niets gedaan.</translation>
    </message>
    <message>
        <source>Nothing was sent from this table for it: the other table ships it. Nothing to undo here.</source>
        <translation>Vanaf deze tafel is er niets voor verstuurd: de andere tafel verzendt ze. Hier hoeft niets ongedaan te worden gemaakt.</translation>
    </message>
    <message>
        <source>{reference}: the shared queue cannot be reached. Kept at this table: it is created and printed once the shared queue answers again.</source>
        <translation>{reference}: de gedeelde wachtrij is onbereikbaar. Bewaard aan deze tafel: de zending wordt aangemaakt en het label geprint zodra de gedeelde wachtrij weer antwoordt.</translation>
    </message>
    <message>
        <source>{reference} is already kept at this table: it is created and printed once the shared queue answers again.</source>
        <translation>{reference} wordt al bewaard aan deze tafel: de zending wordt aangemaakt en het label geprint zodra de gedeelde wachtrij weer antwoordt.</translation>
    </message>
    <message>
        <source>{reference} was taken over by {station} while this table was cut off; your request of {time} was not carried out here.</source>
        <translation>{reference} is overgenomen door {station} terwijl deze tafel geen verbinding had; uw verzoek van {time} is hier niet uitgevoerd.</translation>
    </message>
    <message>
        <source>{reference} was taken over by another table while this table was cut off; your request of {time} was not carried out here.</source>
        <translation>{reference} is overgenomen door een andere tafel terwijl deze tafel geen verbinding had; uw verzoek van {time} is hier niet uitgevoerd.</translation>
    </message>
    <message>
        <source>No order claimed at this table matches &apos;{code}&apos;, and no order can be claimed while the shared queue cannot be reached. Nothing was done here.</source>
        <translation>Geen bestelling die aan deze tafel is opgepakt, past bij &apos;{code}&apos;, en zolang de gedeelde wachtrij onbereikbaar is, kan geen bestelling worden opgepakt. Hier is niets gedaan.</translation>
    </message>
</context>
<context>
    <name>OperatorController</name>
    <message>
        <source>Who is packing: the operator log records every action with this name. Click to switch.</source>
        <translation>Wie er inpakt: het logboek legt elke handeling vast met deze naam. Klik om te wisselen.</translation>
    </message>
    <message>
        <source>S&amp;witch operator…</source>
        <translation>Medewerker &amp;wisselen…</translation>
    </message>
    <message>
        <source>Operator &amp;log…</source>
        <translation>&amp;Logboek…</translation>
    </message>
    <message>
        <source>Packing: %s</source>
        <translation>Medewerker: %s</translation>
    </message>
    <message>
        <source>%s is packing: the log records what they do.</source>
        <translation>%s pakt in: het logboek legt vast wat die doet.</translation>
    </message>
</context>
<context>
    <name>OperatorDialog</name>
    <message>
        <source>Who is packing?</source>
        <translation>Wie pakt er in?</translation>
    </message>
    <message>
        <source>Choose your name. Everything you create, print, reprint, cancel or return is logged with it.</source>
        <translation>Kies uw naam. Alles wat u aanmaakt, print, opnieuw print, annuleert of retourneert, wordt ermee vastgelegd.</translation>
    </message>
    <message>
        <source>Choose who packs from now on. Work done so far stays logged with its own name.</source>
        <translation>Kies wie er vanaf nu inpakt. Wat al gedaan is, blijft met de eigen naam vastgelegd.</translation>
    </message>
    <message>
        <source>Someone else: type a name</source>
        <translation>Iemand anders: typ een naam</translation>
    </message>
    <message>
        <source>&amp;Forget the selected name</source>
        <translation>Gekozen naam &amp;vergeten</translation>
    </message>
    <message>
        <source>&amp;Start packing</source>
        <translation>&amp;Beginnen met inpakken</translation>
    </message>
    <message>
        <source>%s is packing now: choose someone else first.</source>
        <translation>%s pakt nu in: kies eerst iemand anders.</translation>
    </message>
</context>
<context>
    <name>OperatorLog</name>
    <message>
        <source>no order lines with an EAN</source>
        <translation>geen bestelregels met een EAN</translation>
    </message>
    <message>
        <source>not on the order: {code}</source>
        <translation>hoort niet bij de bestelling: {code}</translation>
    </message>
    <message>
        <source>more than the order has: {code}</source>
        <translation>meer dan de bestelling bevat: {code}</translation>
    </message>
    <message numerus="yes">
        <source>%n items scanned</source>
        <translation>
            <numerusform>%n artikel gescand</numerusform>
            <numerusform>%n artikelen gescand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines without EAN checked by eye</source>
        <translation>
            <numerusform>%n regel zonder EAN op het oog gecontroleerd</numerusform>
            <numerusform>%n regels zonder EAN op het oog gecontroleerd</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: {imported} imported, {skipped} already queued, {errors} rows with errors</source>
        <translation>{file}: {imported} geïmporteerd, {skipped} al in de wachtrij, {errors} regels met fouten</translation>
    </message>
    <message numerus="yes">
        <source>%n orders added</source>
        <translation>
            <numerusform>%n bestelling toegevoegd</numerusform>
            <numerusform>%n bestellingen toegevoegd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shipments added</source>
        <translation>
            <numerusform>%n zending toegevoegd</numerusform>
            <numerusform>%n zendingen toegevoegd</numerusform>
        </translation>
    </message>
    <message>
        <source>shipment {id} barcode {barcode}</source>
        <translation>zending {id} barcode {barcode}</translation>
    </message>
    <message>
        <source>{format} on {printer}: {detail}</source>
        <translation>{format} op {printer}: {detail}</translation>
    </message>
    <message>
        <source>{job} waited {seconds} s in {queue}</source>
        <translation>{job} wachtte {seconds} s in {queue}</translation>
    </message>
    <message>
        <source>{format}: {reason}</source>
        <translation>{format}: {reason}</translation>
    </message>
    <message>
        <source>shipment {id} (it was cancelled at the service already)</source>
        <translation>zending {id} (was bij de verzenddienst al geannuleerd)</translation>
    </message>
    <message>
        <source>shipment {id}</source>
        <translation>zending {id}</translation>
    </message>
    <message>
        <source>parcel {number} of {count} (shipment {id}; it was cancelled at the service already)</source>
        <translation>pakket {number} van {count} (zending {id}; was bij de verzenddienst al geannuleerd)</translation>
    </message>
    <message>
        <source>parcel {number} of {count} (shipment {id})</source>
        <translation>pakket {number} van {count} (zending {id})</translation>
    </message>
    <message>
        <source>parcel {number} of {count} (shipment {id}; the service deleted it with its main parcel)</source>
        <translation>pakket {number} van {count} (zending {id}; de verzenddienst heeft het met het hoofdpakket verwijderd)</translation>
    </message>
    <message>
        <source>parcel {number} of {count} (shipment {id}): {reason}</source>
        <translation>pakket {number} van {count} (zending {id}): {reason}</translation>
    </message>
    <message>
        <source>after {operator}</source>
        <translation>na {operator}</translation>
    </message>
    <message>
        <source>again</source>
        <translation>opnieuw</translation>
    </message>
</context>
<context>
    <name>OperatorLogDialog</name>
    <message>
        <source>Operator log</source>
        <translation>Logboek</translation>
    </message>
    <message>
        <source>&amp;Day</source>
        <translation>&amp;Dag</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV &amp;exporteren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n regel</numerusform>
            <numerusform>%n regels</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the operator log as CSV</source>
        <translation>Het logboek exporteren als CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Not saved: %s</source>
        <translation>Niet opgeslagen: %s</translation>
    </message>
    <message numerus="yes">
        <source>%n entries saved to {file}</source>
        <translation>
            <numerusform>%n regel opgeslagen in {file}</numerusform>
            <numerusform>%n regels opgeslagen in {file}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperatorLogExport</name>
    <message>
        <source>time</source>
        <translation>tijd</translation>
    </message>
    <message>
        <source>operator</source>
        <translation>medewerker</translation>
    </message>
    <message>
        <source>action</source>
        <translation>handeling</translation>
    </message>
    <message>
        <source>order</source>
        <translation>bestelling</translation>
    </message>
    <message>
        <source>detail</source>
        <translation>details</translation>
    </message>
</context>
<context>
    <name>OperatorLogModel</name>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Medewerker</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Handeling</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Bestelling</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Details</translation>
    </message>
</context>
<context>
    <name>Operators</name>
    <message>
        <source>Type a name: the log says who did what.</source>
        <translation>Typ een naam: het logboek houdt bij wie wat deed.</translation>
    </message>
    <message>
        <source>A name has at most {limit} characters; this one has {length}.</source>
        <translation>Een naam heeft maximaal {limit} tekens; deze heeft er {length}.</translation>
    </message>
    <message>
        <source>A name cannot hold control characters (a scan or a paste went astray?).</source>
        <translation>Een naam mag geen stuurtekens bevatten (een scan of plakactie ging mis?).</translation>
    </message>
</context>
<context>
    <name>OptionsEditor</name>
    <message>
        <source>&amp;Carrier</source>
        <translation>&amp;Vervoerder</translation>
    </message>
    <message>
        <source>Pac&amp;kage</source>
        <translation>Pa&amp;kket</translation>
    </message>
    <message>
        <source>Pickup point</source>
        <translation>Afhaalpunt</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opties</translation>
    </message>
    <message>
        <source>&amp;Insurance</source>
        <translation>V&amp;erzekering</translation>
    </message>
    <message>
        <source>&amp;Weight</source>
        <translation>&amp;Gewicht</translation>
    </message>
    <message>
        <source>E&amp;xtra parcels</source>
        <translation>E&amp;xtra pakketten</translation>
    </message>
    <message>
        <source>&amp;Delivery</source>
        <translation>&amp;Bezorging</translation>
    </message>
    <message>
        <source>Delivery options…</source>
        <translation>Bezorgopties…</translation>
    </message>
    <message>
        <source>Choose a delivery moment or pickup point (Ctrl+E)</source>
        <translation>Kies een bezorgmoment of afhaalpunt (Ctrl+E)</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>niet opgegeven</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>{carrier} (not active)</source>
        <translation>{carrier} (niet actief)</translation>
    </message>
    <message>
        <source>{choice} (not offered)</source>
        <translation>{choice} (niet aangeboden)</translation>
    </message>
    <message>
        <source>No insurance</source>
        <translation>Geen verzekering</translation>
    </message>
    <message>
        <source>up to {amount}</source>
        <translation>tot {amount}</translation>
    </message>
    <message>
        <source>None chosen: use Delivery options…</source>
        <translation>Niets gekozen: gebruik Bezorgopties…</translation>
    </message>
</context>
<context>
    <name>OrderHistory</name>
    <message>
        <source>label printed</source>
        <translation>verzendlabel geprint</translation>
    </message>
    <message>
        <source>label reprinted</source>
        <translation>verzendlabel opnieuw geprint</translation>
    </message>
    <message>
        <source>note added</source>
        <translation>notitie toegevoegd</translation>
    </message>
    <message>
        <source>print confirmed</source>
        <translation>printen bevestigd</translation>
    </message>
    <message>
        <source>print confirmed missing</source>
        <translation>niet geprint bevestigd</translation>
    </message>
    <message>
        <source>print failed</source>
        <translation>printen mislukt</translation>
    </message>
    <message>
        <source>print stuck</source>
        <translation>printopdracht blijft hangen</translation>
    </message>
    <message>
        <source>queued print dropped</source>
        <translation>wachtende printopdracht vervallen</translation>
    </message>
    <message>
        <source>return created</source>
        <translation>retourzending aangemaakt</translation>
    </message>
    <message>
        <source>return refused</source>
        <translation>retourzending geweigerd</translation>
    </message>
    <message>
        <source>return label printed</source>
        <translation>retourlabel geprint</translation>
    </message>
    <message>
        <source>return label reprinted</source>
        <translation>retourlabel opnieuw geprint</translation>
    </message>
    <message>
        <source>return label saved</source>
        <translation>retourlabel opgeslagen</translation>
    </message>
    <message>
        <source>shipment cancelled</source>
        <translation>zending geannuleerd</translation>
    </message>
    <message>
        <source>shipment cancelled elsewhere</source>
        <translation>zending elders geannuleerd</translation>
    </message>
    <message>
        <source>shipment created</source>
        <translation>zending aangemaakt</translation>
    </message>
    <message>
        <source>shipment edited</source>
        <translation>zending gewijzigd</translation>
    </message>
    <message>
        <source>shipment refused</source>
        <translation>zending geweigerd</translation>
    </message>
    <message>
        <source>shipped elsewhere</source>
        <translation>elders verzonden</translation>
    </message>
    <message>
        <source>cancelled elsewhere</source>
        <translation>elders geannuleerd</translation>
    </message>
    <message>
        <source>ship anyway confirmed</source>
        <translation>toch verzenden bevestigd</translation>
    </message>
    <message>
        <source>packing slip failed</source>
        <translation>pakbon mislukt</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>batch</translation>
    </message>
    <message>
        <source>import</source>
        <translation>import</translation>
    </message>
    <message>
        <source>print refused</source>
        <translation>printen geweigerd</translation>
    </message>
    <message>
        <source>sheet reset</source>
        <translation>nieuw vel</translation>
    </message>
    <message>
        <source>sync</source>
        <translation>bestellingen opgehaald</translation>
    </message>
    <message>
        <source>day closed</source>
        <translation>dag afgesloten</translation>
    </message>
    <message>
        <source>operator chosen</source>
        <translation>medewerker gekozen</translation>
    </message>
    <message>
        <source>contents verified</source>
        <translation>inhoud gecontroleerd</translation>
    </message>
    <message>
        <source>item refused</source>
        <translation>artikel geweigerd</translation>
    </message>
    <message>
        <source>verification skipped</source>
        <translation>controle overgeslagen</translation>
    </message>
</context>
<context>
    <name>OrderImport</name>
    <message>
        <source>The file is {size} bytes; at most {limit}.</source>
        <translation>Het bestand is {size} bytes; maximaal {limit}.</translation>
    </message>
    <message>
        <source>The file cannot be read: {error}.</source>
        <translation>Het bestand kan niet worden gelezen: {error}.</translation>
    </message>
    <message>
        <source>The file is empty; it needs a header row and orders.</source>
        <translation>Het bestand is leeg; het moet een kopregel en bestellingen bevatten.</translation>
    </message>
    <message>
        <source>The file is not valid CSV: {error}.</source>
        <translation>Het bestand is geen geldige CSV: {error}.</translation>
    </message>
    <message>
        <source>The header lacks the column(s) {columns}; see docs/order-import.md for the format.</source>
        <translation>De kopregel mist de kolom(men) {columns}; zie docs/order-import.md voor de opmaak.</translation>
    </message>
    <message>
        <source>Unknown column(s) ignored: {columns}.</source>
        <translation>Onbekende kolom(men) overgeslagen: {columns}.</translation>
    </message>
    <message>
        <source>The row has {values} values but the header {columns}.</source>
        <translation>De regel heeft {values} waarden, de kopregel {columns}.</translation>
    </message>
    <message>
        <source>The label description has {length} characters; at most {limit}.</source>
        <translation>De labelomschrijving heeft {length} tekens; maximaal {limit}.</translation>
    </message>
    <message>
        <source>Order {reference} (line {line}) has {column} &apos;{first}&apos;, this row &apos;{value}&apos;; a reference must be unique per order.</source>
        <translation>Bestelling {reference} (regel {line}) heeft {column} &apos;{first}&apos;, deze regel &apos;{value}&apos;; een referentie hoort bij één bestelling.</translation>
    </message>
    <message>
        <source>Order {reference} appears again (line {line}) without a product; a reference must be unique per order.</source>
        <translation>Bestelling {reference} komt opnieuw voor (regel {line}) zonder product; een referentie hoort bij één bestelling.</translation>
    </message>
    <message>
        <source>The order reference is empty; every order needs one.</source>
        <translation>De bestelreferentie is leeg; elke bestelling heeft er een nodig.</translation>
    </message>
    <message>
        <source>The reference is longer than {limit} characters.</source>
        <translation>De referentie is langer dan {limit} tekens.</translation>
    </message>
    <message>
        <source>The reference contains control characters.</source>
        <translation>De referentie bevat stuurtekens.</translation>
    </message>
    <message>
        <source>The column {column} is empty; fill it in.</source>
        <translation>De kolom {column} is leeg; vul hem in.</translation>
    </message>
    <message>
        <source>The name has {length} characters; at most {limit}.</source>
        <translation>De naam heeft {length} tekens; maximaal {limit}.</translation>
    </message>
    <message>
        <source>&apos;{country}&apos; is not a two-letter country code such as NL or BE.</source>
        <translation>&apos;{country}&apos; is geen landcode van twee letters zoals NL of BE.</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is not a valid {country} postal code (like {example}).</source>
        <translation>&apos;{code}&apos; is geen geldige postcode voor {country} (zoals {example}).</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is not a valid {country} postal code.</source>
        <translation>&apos;{code}&apos; is geen geldige postcode voor {country}.</translation>
    </message>
    <message>
        <source>Unknown carrier &apos;{value}&apos;; use one of {known}.</source>
        <translation>Onbekende vervoerder &apos;{value}&apos;; gebruik een van {known}.</translation>
    </message>
    <message>
        <source>Unknown option &apos;{word}&apos;.</source>
        <translation>Onbekende optie &apos;{word}&apos;.</translation>
    </message>
    <message>
        <source>Insurance is an amount: put it in the insurance column.</source>
        <translation>Verzekering is een bedrag: zet het in de kolom insurance.</translation>
    </message>
    <message>
        <source>Unknown {column} &apos;{value}&apos;; use one of {known}.</source>
        <translation>Onbekende waarde &apos;{value}&apos; in {column}; gebruik een van {known}.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a whole number.</source>
        <translation>&apos;{value}&apos; is geen heel getal.</translation>
    </message>
    <message>
        <source>{number} is below {minimum}.</source>
        <translation>{number} is lager dan {minimum}.</translation>
    </message>
    <message>
        <source>An order line needs a sku or a product name.</source>
        <translation>Een bestelregel heeft een sku of een productnaam nodig.</translation>
    </message>
    <message>
        <source>The file is not valid JSON: {error}.</source>
        <translation>Het bestand is geen geldige JSON: {error}.</translation>
    </message>
    <message>
        <source>The file must hold a list of orders or {example}.</source>
        <translation>Het bestand moet een lijst van bestellingen bevatten of {example}.</translation>
    </message>
    <message>
        <source>This entry is not an order object.</source>
        <translation>Dit item is geen bestelling (object).</translation>
    </message>
    <message>
        <source>Reference {reference} is used by order {other} too.</source>
        <translation>Referentie {reference} wordt ook gebruikt door bestelling {other}.</translation>
    </message>
    <message>
        <source>The order has no recipient object.</source>
        <translation>De bestelling heeft geen recipient-object.</translation>
    </message>
    <message>
        <source>options must be a list of option names.</source>
        <translation>options moet een lijst van optienamen zijn.</translation>
    </message>
    <message>
        <source>lines must be a list.</source>
        <translation>lines moet een lijst zijn.</translation>
    </message>
    <message>
        <source>Every order line must be an object.</source>
        <translation>Elke bestelregel moet een object zijn.</translation>
    </message>
    <message>
        <source>The label description is longer than {limit} characters.</source>
        <translation>De labelomschrijving is langer dan {limit} tekens.</translation>
    </message>
</context>
<context>
    <name>OrderQueue</name>
    <message>
        <source>to ship</source>
        <translation>te verzenden</translation>
    </message>
    <message>
        <source>waiting to print</source>
        <translation>wacht op printen</translation>
    </message>
    <message>
        <source>printing…</source>
        <translation>wordt geprint…</translation>
    </message>
    <message>
        <source>print failed</source>
        <translation>printen mislukt</translation>
    </message>
    <message>
        <source>did it come out? confirm</source>
        <translation>is het eruit gekomen? bevestig</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>geprint</translation>
    </message>
    <message>
        <source>printed {count}×</source>
        <translation>{count}× geprint</translation>
    </message>
    <message>
        <source>shipped elsewhere {time}</source>
        <translation>elders verzonden {time}</translation>
    </message>
    <message>
        <source>cancelled elsewhere {time}</source>
        <translation>elders geannuleerd {time}</translation>
    </message>
    <message>
        <source>not printed</source>
        <translation>niet geprint</translation>
    </message>
    <message>
        <source>{state} (was {printed})</source>
        <translation>{state} (was {printed})</translation>
    </message>
    <message>
        <source>At another station: {shipment}</source>
        <translation>Op een ander station: {shipment}</translation>
    </message>
    <message>
        <source>Whether the label came out of a printer at this station</source>
        <translation>Of het verzendlabel op dit station uit een printer is gekomen</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referentie</translation>
    </message>
    <message>
        <source>Service status</source>
        <translation>Dienststatus</translation>
    </message>
    <message>
        <source>The shipment&apos;s status at the service</source>
        <translation>De status van de zending bij de verzenddienst</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Ontvanger</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>Postcode</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Carrier</source>
        <translation>Vervoerder</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Barcode</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Toegevoegd</translation>
    </message>
    <message>
        <source>Loading orders…</source>
        <translation>Bestellingen laden…</translation>
    </message>
</context>
<context>
    <name>OrderQueuePanel</name>
    <message>
        <source>Filter: reference, name, postal code, city, barcode…  (Ctrl+F)</source>
        <translation>Filter: referentie, naam, postcode, plaats, barcode…  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Fetch orders</source>
        <translation>Bestellingen ophalen</translation>
    </message>
    <message>
        <source>Fetch open orders and pending shipments from the service (F5)</source>
        <translation>Open bestellingen en openstaande zendingen ophalen bij de verzenddienst (F5)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importeren…</translation>
    </message>
    <message>
        <source>Import orders from a CSV or JSON file (Ctrl+O)</source>
        <translation>Bestellingen importeren uit een CSV- of JSON-bestand (Ctrl+O)</translation>
    </message>
    <message>
        <source>&lt;b&gt;No orders yet.&lt;/b&gt; The sandbox starts without open orders, so &lt;i&gt;Fetch orders&lt;/i&gt; finds none: import the sample orders to try Station.</source>
        <translation>&lt;b&gt;Nog geen bestellingen.&lt;/b&gt; De sandbox begint zonder open bestellingen, dus &lt;i&gt;Bestellingen ophalen&lt;/i&gt; vindt er geen: importeer de voorbeeldbestellingen om Station te proberen.</translation>
    </message>
    <message>
        <source>Import the sample orders</source>
        <translation>Voorbeeldbestellingen importeren</translation>
    </message>
    <message>
        <source>Import the sample orders shipped with Station (station/resources/sample-orders.csv)</source>
        <translation>De voorbeeldbestellingen importeren die met Station worden meegeleverd (station/resources/sample-orders.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln orders</source>
        <translation>
            <numerusform>%Ln bestelling</numerusform>
            <numerusform>%Ln bestellingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln orders</source>
        <translation>
            <numerusform>{shown} van %Ln bestelling</numerusform>
            <numerusform>{shown} van %Ln bestellingen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OrderView</name>
    <message>
        <source>Shipped at another station; its label is not printed there yet.</source>
        <translation>Verzonden op een ander station; het verzendlabel is daar nog niet geprint.</translation>
    </message>
    <message>
        <source>The label shows here once it is printed.</source>
        <translation>Het verzendlabel verschijnt hier zodra het geprint is.</translation>
    </message>
    <message>
        <source>No shipment yet: Create &amp; print (Ctrl+Enter).</source>
        <translation>Nog geen zending: Aanmaken &amp; printen (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>No shipment: its label is void.</source>
        <translation>Geen zending: het verzendlabel is ongeldig.</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Verzendlabel</translation>
    </message>
    <message>
        <source>Return label</source>
        <translation>Retourlabel</translation>
    </message>
    <message>
        <source>Packing slip</source>
        <translation>Pakbon</translation>
    </message>
    <message>
        <source>Sender address saved: new shipments are sent from it.</source>
        <translation>Afzenderadres opgeslagen: nieuwe zendingen worden vanaf dit adres verstuurd.</translation>
    </message>
    <message>
        <source>Parcel {number} of {count} · {barcode}</source>
        <translation>Pakket {number} van {count} · {barcode}</translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message>
        <source>Shipment {reference} is queued: {reason}</source>
        <translation>Zending {reference} staat in de wachtrij: {reason}</translation>
    </message>
    <message>
        <source>the shipment was not created</source>
        <translation>de zending is niet aangemaakt</translation>
    </message>
    <message>
        <source>The return for {reference} is queued: {reason}</source>
        <translation>De retourzending voor {reference} staat in de wachtrij: {reason}</translation>
    </message>
    <message>
        <source>{reference}: the label was not printed ({reason}).</source>
        <translation>{reference}: het verzendlabel is niet geprint ({reason}).</translation>
    </message>
    <message>
        <source>The label of {reference} may have been printed before Station stopped.</source>
        <translation>Het verzendlabel van {reference} is misschien geprint voordat Station stopte.</translation>
    </message>
    <message>
        <source>No printer is set up for {format} labels.</source>
        <translation>Er is geen printer ingesteld voor {format}-labels.</translation>
    </message>
    <message>
        <source>{name}: the queued label was not printed: {reason}</source>
        <translation>{name}: het wachtende verzendlabel is niet geprint: {reason}</translation>
    </message>
    <message>
        <source>label not available: {reason}</source>
        <translation>verzendlabel niet beschikbaar: {reason}</translation>
    </message>
    <message>
        <source>Order {order} has no shipment to print.</source>
        <translation>Bestelling {order} heeft geen zending om te printen.</translation>
    </message>
    <message>
        <source>{reference} was shipped at another station ({elsewhere}): nothing new was printed.</source>
        <translation>{reference} is op een ander station verzonden ({elsewhere}): er is niets nieuws geprint.</translation>
    </message>
    <message>
        <source>The label of {reference} is queued already and prints when the service is back.</source>
        <translation>Het verzendlabel van {reference} staat al in de wachtrij en wordt geprint zodra de dienst weer bereikbaar is.</translation>
    </message>
    <message>
        <source>The label of {reference} was printed already.</source>
        <translation>Het verzendlabel van {reference} is al geprint.</translation>
    </message>
    <message>
        <source>print {id}</source>
        <translation>printopdracht {id}</translation>
    </message>
    <message>
        <source>{name}: label asked for with the shipment printed ({format} on {printer})</source>
        <translation>{name}: het verzendlabel dat bij de zending is aangevraagd is geprint ({format} op {printer})</translation>
    </message>
    <message>
        <source>{name}: queued label printed ({format} on {printer})</source>
        <translation>{name}: wachtend verzendlabel geprint ({format} op {printer})</translation>
    </message>
    <message>
        <source>{name}: the label waiting for its shipment was not printed ({reason})</source>
        <translation>{name}: het verzendlabel dat op zijn zending wachtte is niet geprint ({reason})</translation>
    </message>
    <message>
        <source>{name}: the label waiting for its shipment will not be printed ({reason})</source>
        <translation>{name}: het verzendlabel dat op zijn zending wacht wordt niet geprint ({reason})</translation>
    </message>
    <message>
        <source>Label {job} is queued: {reason}</source>
        <translation>Verzendlabel {job} staat in de wachtrij: {reason}</translation>
    </message>
    <message>
        <source>not printed: slot {slots} of the sheet in the tray is used already</source>
        <translation>niet geprint: vak {slots} van het vel in de lade is al gebruikt</translation>
    </message>
    <message>
        <source>Label {job} was not printed: slot {slots} of the sheet in the tray is used already.</source>
        <translation>Verzendlabel {job} is niet geprint: vak {slots} van het vel in de lade is al gebruikt.</translation>
    </message>
    <message>
        <source>printer failed: {error}</source>
        <translation>printer faalde: {error}</translation>
    </message>
    <message>
        <source>return #{id}</source>
        <translation>retourzending #{id}</translation>
    </message>
</context>
<context>
    <name>PackageType</name>
    <message>
        <source>package</source>
        <translation>pakket</translation>
    </message>
    <message>
        <source>mailbox</source>
        <translation>brievenbuspakje</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>brief</translation>
    </message>
    <message>
        <source>digital stamp</source>
        <translation>digitale postzegel</translation>
    </message>
    <message>
        <source>package small</source>
        <translation>klein pakket</translation>
    </message>
</context>
<context>
    <name>PackingSlip</name>
    <message>
        <source>Orders without lines (imported from a file without the product columns) print no packing slip: there is nothing to list on it.</source>
        <translation>Bestellingen zonder regels (geïmporteerd uit een bestand zonder productkolommen) krijgen geen pakbon: er staat niets op te vermelden.</translation>
    </message>
    <message>
        <source>Packing slip</source>
        <translation>Pakbon</translation>
    </message>
    <message>
        <source>Packing slip — order {reference}</source>
        <translation>Pakbon — bestelling {reference}</translation>
    </message>
    <message>
        <source>Ship to</source>
        <translation>Verzenden naar</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>SKU / product</source>
        <translation>Artikelnummer / product</translation>
    </message>
    <message>
        <source>{items} in {lines}</source>
        <translation>{items} in {lines}</translation>
    </message>
    <message numerus="yes">
        <source>%n items</source>
        <translation>
            <numerusform>%n artikel</numerusform>
            <numerusform>%n artikelen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n regel</numerusform>
            <numerusform>%n regels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PackingTable</name>
    <message>
        <source>Label stuck in the printer queue</source>
        <translation>Verzendlabel blijft hangen in de printerwachtrij</translation>
    </message>
</context>
<context>
    <name>PrintJobs</name>
    <message>
        <source>queued — prints when the service answers</source>
        <translation>in de wachtrij — wordt geprint zodra de verzenddienst antwoordt</translation>
    </message>
    <message>
        <source>sending to the printer</source>
        <translation>wordt naar de printer gestuurd</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>verstuurd</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>mislukt</translation>
    </message>
    <message>
        <source>unknown — did it come out? (answer above the panels)</source>
        <translation>onbekend — is het eruit gekomen? (antwoord boven de panelen)</translation>
    </message>
    <message>
        <source>reprint {format} on {printer} — {state}</source>
        <translation>herdruk {format} op {printer} — {state}</translation>
    </message>
    <message>
        <source>print {format} on {printer} — {state}</source>
        <translation>afdruk {format} op {printer} — {state}</translation>
    </message>
</context>
<context>
    <name>PrinterGroupsPanel</name>
    <message>
        <source>Account: …</source>
        <translation>Account: …</translation>
    </message>
    <message>
        <source>Enable direct printing</source>
        <translation>Direct printen inschakelen</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Vernieuwen</translation>
    </message>
    <message>
        <source>Sync printers</source>
        <translation>Printers synchroniseren</translation>
    </message>
    <message>
        <source>Printers</source>
        <translation>Printers</translation>
    </message>
    <message>
        <source>Drag a printer onto a group&apos;s format.</source>
        <translation>Sleep een printer naar een formaat van een groep.</translation>
    </message>
    <message>
        <source>New group name</source>
        <translation>Naam nieuwe groep</translation>
    </message>
    <message>
        <source>shops, e.g. 1001</source>
        <translation>winkels, bijv. 1001</translation>
    </message>
    <message>
        <source>Create group</source>
        <translation>Groep aanmaken</translation>
    </message>
    <message>
        <source>No printer groups yet.</source>
        <translation>Nog geen printergroepen.</translation>
    </message>
    <message>
        <source>Printer groups</source>
        <translation>Printergroepen</translation>
    </message>
    <message>
        <source>This station</source>
        <translation>Dit station</translation>
    </message>
    <message>
        <source>Select a group to compare.</source>
        <translation>Kies een groep om te vergelijken.</translation>
    </message>
    <message>
        <source>Group prints on</source>
        <translation>Groep print op</translation>
    </message>
    <message>
        <source>This station prints on</source>
        <translation>Dit station print op</translation>
    </message>
    <message>
        <source>&lt;b&gt;Direct printing&lt;/b&gt;</source>
        <translation>&lt;b&gt;Direct printen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Direct printing credentials — shown only now</source>
        <translation>Inloggegevens voor direct printen — alleen nu zichtbaar</translation>
    </message>
    <message>
        <source>Enter these in the printing client on the computer with the printers. They are stored in this computer&apos;s keyring; Station will not show the password again.</source>
        <translation>Vul deze in bij het printprogramma op de computer met de printers. Ze zijn bewaard in de sleutelhanger van deze computer; Station toont het wachtwoord niet nog een keer.</translation>
    </message>
    <message>
        <source>Copy password</source>
        <translation>Wachtwoord kopiëren</translation>
    </message>
    <message>
        <source>Copy e-mail</source>
        <translation>E-mailadres kopiëren</translation>
    </message>
    <message>
        <source>I have saved them</source>
        <translation>Ik heb ze bewaard</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mailadres</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>Account: %s</source>
        <translation>Account: %s</translation>
    </message>
    <message>
        <source>Group “%s” next to this station&apos;s printer profiles.</source>
        <translation>Groep “%s” naast de printerprofielen van dit station.</translation>
    </message>
    <message>
        <source>not assigned</source>
        <translation>niet toegewezen</translation>
    </message>
    <message>
        <source>Remove printer group</source>
        <translation>Printergroep verwijderen</translation>
    </message>
    <message>
        <source>Remove the printer group “%s”? Shops that print through it stop printing directly.</source>
        <translation>Printergroep “%s” verwijderen? Winkels die via deze groep printen, printen dan niet meer direct.</translation>
    </message>
    <message>
        <source>The printer list did not change while Station waited; the sync may still be running. Refresh later.</source>
        <translation>De printerlijst veranderde niet terwijl Station wachtte; de synchronisatie loopt misschien nog. Vernieuw straks.</translation>
    </message>
    <message>
        <source>The sync could not be started.</source>
        <translation>De synchronisatie kon niet worden gestart.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Sync finished. Added: %s. Removed: %s.</source>
        <translation>Synchronisatie klaar. Toegevoegd: %s. Verwijderd: %s.</translation>
    </message>
    <message>
        <source>The keyring refused to store these: write them down now. The service shows them only once.</source>
        <translation>De sleutelhanger weigerde ze te bewaren: schrijf ze nu op. De dienst toont ze maar één keer.</translation>
    </message>
    <message>
        <source>Account: %s (still not ready; refresh later)</source>
        <translation>Account: %s (nog niet klaar; vernieuw straks)</translation>
    </message>
</context>
<context>
    <name>PrinterHealth</name>
    <message>
        <source>ready</source>
        <translation>klaar</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be written to</source>
        <translation>in de map {folder} kan niet worden geschreven</translation>
    </message>
    <message>
        <source>Choose a folder you may write to in the printer profile.</source>
        <translation>Kies in het printerprofiel een map waarin u mag schrijven.</translation>
    </message>
    <message>
        <source>saves PDF files in {folder}</source>
        <translation>slaat pdf-bestanden op in {folder}</translation>
    </message>
    <message>
        <source>Open the printer, take out the jammed label or paper, close it; then resume the queue if it paused.</source>
        <translation>Open de printer, haal het vastgelopen label of papier eruit en sluit hem; hervat daarna de wachtrij als die gepauzeerd is.</translation>
    </message>
    <message>
        <source>Load labels or paper; then resume the queue if it paused.</source>
        <translation>Leg labels of papier in; hervat daarna de wachtrij als die gepauzeerd is.</translation>
    </message>
    <message>
        <source>Close the printer&apos;s cover.</source>
        <translation>Sluit de klep van de printer.</translation>
    </message>
    <message>
        <source>Check that the printer is switched on and its cable or network is connected.</source>
        <translation>Controleer of de printer aanstaat en de kabel of het netwerk is aangesloten.</translation>
    </message>
    <message>
        <source>paper jam</source>
        <translation>papierstoring</translation>
    </message>
    <message>
        <source>out of labels or paper</source>
        <translation>labels of papier op</translation>
    </message>
    <message>
        <source>a cover is open</source>
        <translation>een klep staat open</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>uitgeschakeld</translation>
    </message>
    <message>
        <source>Switch the printer on and check its cable or network.</source>
        <translation>Zet de printer aan en controleer de kabel of het netwerk.</translation>
    </message>
    <message>
        <source>cannot be reached</source>
        <translation>niet bereikbaar</translation>
    </message>
    <message>
        <source>Resume the printer in the system&apos;s printer settings (CUPS: `cupsenable {queue}`), then print again.</source>
        <translation>Hervat de printer in de printerinstellingen van het systeem (CUPS: `cupsenable {queue}`) en print dan opnieuw.</translation>
    </message>
    <message>
        <source> (the printer says: {message})</source>
        <translation> (de printer meldt: {message})</translation>
    </message>
    <message>
        <source>{queue} is {reason}{said}</source>
        <translation>{queue} is {reason}{said}</translation>
    </message>
    <message>
        <source>{queue}: {reason}{said}</source>
        <translation>{queue}: {reason}{said}</translation>
    </message>
    <message>
        <source>{queue} is paused{said}</source>
        <translation>{queue} is gepauzeerd{said}</translation>
    </message>
    <message>
        <source>{queue} does not accept jobs{said}</source>
        <translation>{queue} neemt geen opdrachten aan{said}</translation>
    </message>
    <message>
        <source>Let the queue accept jobs again (CUPS: `cupsaccept {queue}`), then print again.</source>
        <translation>Laat de wachtrij weer opdrachten aannemen (CUPS: `cupsaccept {queue}`) en print dan opnieuw.</translation>
    </message>
    <message>
        <source>{queue} reports {reasons}{said}</source>
        <translation>{queue} meldt {reasons}{said}</translation>
    </message>
    <message>
        <source>Look at the printer&apos;s display or its queue in the system&apos;s printer settings.</source>
        <translation>Kijk op het scherm van de printer of naar de wachtrij in de printerinstellingen van het systeem.</translation>
    </message>
    <message>
        <source>{queue} prints, but reports {reasons}{said}</source>
        <translation>{queue} print, maar meldt {reasons}{said}</translation>
    </message>
    <message>
        <source>Look at the printer when there is a moment.</source>
        <translation>Kijk naar de printer zodra er even tijd is.</translation>
    </message>
    <message>
        <source>{queue} is printing</source>
        <translation>{queue} is aan het printen</translation>
    </message>
    <message>
        <source>{queue} is ready</source>
        <translation>{queue} is klaar</translation>
    </message>
    <message>
        <source>CUPS could not say how {queue} is ({error})</source>
        <translation>CUPS kon de status van {queue} niet geven ({error})</translation>
    </message>
    <message>
        <source>the default printer</source>
        <translation>de standaardprinter</translation>
    </message>
    <message>
        <source>this computer has no default printer</source>
        <translation>deze computer heeft geen standaardprinter</translation>
    </message>
    <message>
        <source>Choose a printer in the printer profile.</source>
        <translation>Kies een printer in het printerprofiel.</translation>
    </message>
    <message>
        <source>{queue} reports an error</source>
        <translation>{queue} meldt een fout</translation>
    </message>
    <message>
        <source>Look at the printer and at its queue in the system&apos;s printer settings.</source>
        <translation>Kijk naar de printer en naar de wachtrij in de printerinstellingen van het systeem.</translation>
    </message>
    <message>
        <source>{queue} stopped its last job</source>
        <translation>{queue} heeft de laatste opdracht gestopt</translation>
    </message>
    <message>
        <source>Look at its queue in the system&apos;s printer settings and resume it.</source>
        <translation>Kijk naar de wachtrij in de printerinstellingen van het systeem en hervat hem.</translation>
    </message>
    <message>
        <source>{queue} is not installed on this computer</source>
        <translation>{queue} is niet geïnstalleerd op deze computer</translation>
    </message>
    <message>
        <source>Choose an installed printer in the printer profile, or install this one.</source>
        <translation>Kies een geïnstalleerde printer in het printerprofiel, of installeer deze.</translation>
    </message>
    <message>
        <source>{printer} did not answer in time</source>
        <translation>{printer} antwoordde niet op tijd</translation>
    </message>
    <message>
        <source>The {format} label printer cannot print: {reason}. Nothing was created or printed.</source>
        <translation>De {format}-labelprinter kan niet printen: {reason}. Er is niets aangemaakt of geprint.</translation>
    </message>
    <message>
        <source>The label of {reference} is stuck in the queue of {queue} ({minutes} min): it has not printed. Look at the printer and its queue; reprint once it prints again, or cancel the job there.</source>
        <translation>Het verzendlabel van {reference} blijft hangen in de wachtrij van {queue} ({minutes} min): het is niet geprint. Kijk naar de printer en de wachtrij; print opnieuw zodra hij weer print, of annuleer de opdracht daar.</translation>
    </message>
</context>
<context>
    <name>PrinterHealthIndicator</name>
    <message>
        <source>● No printer set up</source>
        <translation>● Geen printer ingesteld</translation>
    </message>
    <message>
        <source>Set up a printer profile for A6 labels or A4 sheets.</source>
        <translation>Stel een printerprofiel in voor A6-labels of A4-vellen.</translation>
    </message>
    <message>
        <source>● Printers ready</source>
        <translation>● Printers klaar</translation>
    </message>
    <message>
        <source>● Printer ready</source>
        <translation>● Printer klaar</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>klaar</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>needs attention</source>
        <translation>vraagt aandacht</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>gepauzeerd</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <source>no paper</source>
        <translation>geen papier</translation>
    </message>
    <message>
        <source>jammed</source>
        <translation>papierstoring</translation>
    </message>
    <message>
        <source>not accepting jobs</source>
        <translation>neemt geen opdrachten aan</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>niet geïnstalleerd</translation>
    </message>
    <message>
        <source>error</source>
        <translation>fout</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
</context>
<context>
    <name>PrinterList</name>
    <message>
        <source>Printer</source>
        <translation>Printer</translation>
    </message>
    <message>
        <source>Formats</source>
        <translation>Formaten</translation>
    </message>
    <message>
        <source>Drag onto a group&apos;s %s slot to assign</source>
        <translation>Sleep naar het %s-vak van een groep om toe te wijzen</translation>
    </message>
    <message>
        <source> or </source>
        <translation> of </translation>
    </message>
</context>
<context>
    <name>PrinterProfile</name>
    <message>
        <source>PDF files in {folder}</source>
        <translation>pdf-bestanden in {folder}</translation>
    </message>
    <message>
        <source>label printer at {address}</source>
        <translation>labelprinter op {address}</translation>
    </message>
    <message>
        <source>system default printer</source>
        <translation>standaardprinter van het systeem</translation>
    </message>
    <message>
        <source>Label printer</source>
        <translation>Labelprinter</translation>
    </message>
    <message>
        <source>Office printer</source>
        <translation>Kantoorprinter</translation>
    </message>
    <message>
        <source>Save A6 labels as PDF</source>
        <translation>A6-labels opslaan als pdf</translation>
    </message>
    <message>
        <source>Save A4 sheets as PDF</source>
        <translation>A4-vellen opslaan als pdf</translation>
    </message>
    <message>
        <source>a profile needs a name</source>
        <translation>een profiel heeft een naam nodig</translation>
    </message>
    <message>
        <source>an offset lies between -{limit} and {limit} mm</source>
        <translation>een verschuiving ligt tussen -{limit} en {limit} mm</translation>
    </message>
    <message>
        <source>a thermal label printer prints A6 labels, not A4 sheets</source>
        <translation>een thermische labelprinter print A6-labels, geen A4-vellen</translation>
    </message>
    <message>
        <source>darkness lies between 0 and {limit}</source>
        <translation>de zwarting ligt tussen 0 en {limit}</translation>
    </message>
    <message>
        <source>a label printer turns labels by 0 or 180 degrees</source>
        <translation>een labelprinter draait labels 0 of 180 graden</translation>
    </message>
    <message>
        <source>profile {name} is for {format}</source>
        <translation>profiel {name} is voor {format}</translation>
    </message>
</context>
<context>
    <name>PrinterProfilesDialog</name>
    <message>
        <source>Printer profiles</source>
        <translation>Printerprofielen</translation>
    </message>
    <message>
        <source>Looking for printers…</source>
        <translation>Printers zoeken…</translation>
    </message>
    <message numerus="yes">
        <source>%n printers found on this computer.</source>
        <translation>
            <numerusform>%n printer gevonden op deze computer.</numerusform>
            <numerusform>%n printers gevonden op deze computer.</numerusform>
        </translation>
    </message>
    <message>
        <source>No printers are installed on this computer: choose &quot;Save as PDF files in a folder&quot; to get every label as a PDF file.</source>
        <translation>Op deze computer is geen printer geïnstalleerd: kies &quot;Opslaan als pdf-bestanden in een map&quot; om elk verzendlabel als pdf-bestand te krijgen.</translation>
    </message>
    <message>
        <source>Printing the test page…</source>
        <translation>De testpagina wordt geprint…</translation>
    </message>
    <message>
        <source>Not printed: %s</source>
        <translation>Niet geprint: %s</translation>
    </message>
    <message>
        <source>Test page sent: %s</source>
        <translation>Testpagina verstuurd: %s</translation>
    </message>
    <message>
        <source>%s: %s</source>
        <translation>%s: %s</translation>
    </message>
    <message>
        <source>The profiles could not be saved: %s</source>
        <translation>De profielen konden niet worden opgeslagen: %s</translation>
    </message>
</context>
<context>
    <name>PrinterTestPage</name>
    <message>
        <source>offset x {x} mm, y {y} mm</source>
        <translation>verschuiving x {x} mm, y {y} mm</translation>
    </message>
    <message>
        <source>{dpi} dpi, darkness {darkness}, rotation {rotation}°</source>
        <translation>{dpi} dpi, zwarting {darkness}, draaiing {rotation}°</translation>
    </message>
    <message>
        <source>system default printer</source>
        <translation>standaardprinter van het systeem</translation>
    </message>
    <message>
        <source>scaled to fit</source>
        <translation>passend geschaald</translation>
    </message>
    <message>
        <source>actual size</source>
        <translation>werkelijke grootte</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>liggend</translation>
    </message>
    <message>
        <source>portrait</source>
        <translation>staand</translation>
    </message>
    <message>
        <source>Station test page</source>
        <translation>Testpagina van Station</translation>
    </message>
    <message>
        <source>The frame should be {mm} mm from every edge.</source>
        <translation>Het kader hoort {mm} mm van elke rand te staan.</translation>
    </message>
    <message>
        <source>If it is 3 mm from the left edge, enter
offset x -1 mm; 1 mm from the top: y +1 mm.</source>
        <translation>Staat het 3 mm van de linkerrand, vul dan verschuiving
x -1 mm in; 1 mm van de bovenkant: y +1 mm.</translation>
    </message>
</context>
<context>
    <name>PrintingNotice</name>
    <message>
        <source>Printer profiles…</source>
        <translation>Printerprofielen…</translation>
    </message>
    <message>
        <source>Choose a printer for each label format (Ctrl+Shift+P)</source>
        <translation>Kies een printer voor elk labelformaat (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <source>Dismiss: labels keep going to the folder</source>
        <translation>Wegklikken: verzendlabels gaan verder naar de map</translation>
    </message>
    <message>
        <source>&lt;b&gt;No printer was found on this computer, so labels are saved as PDF files&lt;/b&gt; in {folder}, one file per order named by its reference. To print on paper, install a printer and choose it in the printer profiles.</source>
        <translation>&lt;b&gt;Op deze computer is geen printer gevonden, dus worden verzendlabels opgeslagen als pdf-bestanden&lt;/b&gt; in {folder}, één bestand per bestelling met de referentie als naam. Wilt u op papier printen, installeer dan een printer en kies hem in de printerprofielen.</translation>
    </message>
</context>
<context>
    <name>PrintingStatus</name>
    <message>
        <source>Not enabled yet (initialization required)</source>
        <translation>Nog niet ingeschakeld (initialisatie nodig)</translation>
    </message>
    <message>
        <source>Being enabled…</source>
        <translation>Wordt ingeschakeld…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Klaar</translation>
    </message>
</context>
<context>
    <name>ProfileEditor</name>
    <message>
        <source>A6 labels</source>
        <translation>A6-labels</translation>
    </message>
    <message>
        <source>A4 sheets</source>
        <translation>A4-vellen</translation>
    </message>
    <message>
        <source>Each label is saved here as &lt;reference&gt;.pdf</source>
        <translation>Elk verzendlabel wordt hier opgeslagen als &lt;referentie&gt;.pdf</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Kiezen…</translation>
    </message>
    <message>
        <source>Scale the label to fit the paper</source>
        <translation>Het verzendlabel passend op het papier schalen</translation>
    </message>
    <message>
        <source>Scan to verify the contents: the label prints after the last item</source>
        <translation>Scannen om de inhoud te controleren: het verzendlabel wordt na het laatste artikel geprint</translation>
    </message>
    <message>
        <source>Scan the order, then each item&apos;s barcode (EAN): a wrong or extra item is refused at once</source>
        <translation>Scan de bestelling en dan de barcode (EAN) van elk artikel: een verkeerd of extra artikel wordt meteen geweigerd</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Staand</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Liggend</translation>
    </message>
    <message>
        <source>Moves the label right (negative: left)</source>
        <translation>Verschuift het verzendlabel naar rechts (negatief: links)</translation>
    </message>
    <message>
        <source>Moves the label down (negative: up)</source>
        <translation>Verschuift het verzendlabel omlaag (negatief: omhoog)</translation>
    </message>
    <message>
        <source>Print test page</source>
        <translation>Testpagina printen</translation>
    </message>
    <message>
        <source>A frame and crosshairs on the label&apos;s corners, with these settings</source>
        <translation>Een kader en richtkruisen op de hoeken van het verzendlabel, met deze instellingen</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>Profile name</source>
        <translation>Profielnaam</translation>
    </message>
    <message>
        <source>Printer</source>
        <translation>Printer</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Map</translation>
    </message>
    <message>
        <source>Printer type</source>
        <translation>Soort printer</translation>
    </message>
    <message>
        <source>Network address</source>
        <translation>Netwerkadres</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Resolutie</translation>
    </message>
    <message>
        <source>Label roll</source>
        <translation>Labelrol</translation>
    </message>
    <message>
        <source>Darkness</source>
        <translation>Zwarting</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>Draaiing</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Richting</translation>
    </message>
    <message>
        <source>Offset (mm)</source>
        <translation>Verschuiving (mm)</translation>
    </message>
    <message>
        <source>Office printer (PDF through its driver)</source>
        <translation>Kantoorprinter (pdf via het stuurprogramma)</translation>
    </message>
    <message>
        <source>Thermal label printer (ZPL, sent raw)</source>
        <translation>Thermische labelprinter (ZPL, rechtstreeks verstuurd)</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.50 (port 9100); empty: the queue above, raw</source>
        <translation>bijv. 192.168.1.50 (poort 9100); leeg: de wachtrij hierboven, rechtstreeks</translation>
    </message>
    <message>
        <source>A printer on the network gets its labels on port 9100 and is asked for its status (paper, head, pause) before each label</source>
        <translation>Een netwerkprinter krijgt de verzendlabels op poort 9100 en wordt vóór elk label naar zijn status gevraagd (papier, printkop, pauze)</translation>
    </message>
    <message>
        <source>%d dpi (%d dots/mm)</source>
        <translation>%d dpi (%d punten/mm)</translation>
    </message>
    <message>
        <source>0 lightest … 30 darkest (ZPL ~SD); raise it when bars print grey</source>
        <translation>0 lichtst … 30 donkerst (ZPL ~SD); verhoog als de streepjes grijs worden geprint</translation>
    </message>
    <message>
        <source>As drawn</source>
        <translation>Zoals getekend</translation>
    </message>
    <message>
        <source>Upside down (180°)</source>
        <translation>Ondersteboven (180°)</translation>
    </message>
    <message>
        <source>Save labels in</source>
        <translation>Verzendlabels opslaan in</translation>
    </message>
    <message>
        <source>System default printer</source>
        <translation>Standaardprinter van het systeem</translation>
    </message>
    <message>
        <source>Save as PDF files in a folder (no printer)</source>
        <translation>Opslaan als pdf-bestanden in een map (geen printer)</translation>
    </message>
    <message>
        <source>%s (not installed)</source>
        <translation>%s (niet geïnstalleerd)</translation>
    </message>
</context>
<context>
    <name>QueueActions</name>
    <message>
        <source>Fetching open orders and pending shipments…</source>
        <translation>Open bestellingen en openstaande zendingen ophalen…</translation>
    </message>
    <message>
        <source>The sandbox has no open orders of its own: import the sample orders (button above the queue).</source>
        <translation>De sandbox heeft zelf geen open bestellingen: importeer de voorbeeldbestellingen (knop boven de lijst).</translation>
    </message>
    <message>
        <source>Fetched: {orders} new orders, {shipments} pending shipments, {known} already in the queue.</source>
        <translation>Opgehaald: {orders} nieuwe bestellingen, {shipments} openstaande zendingen, {known} stonden al in de lijst.</translation>
    </message>
    <message>
        <source>Import orders</source>
        <translation>Bestellingen importeren</translation>
    </message>
    <message>
        <source>Orders (*.csv *.json);;All files (*)</source>
        <translation>Bestellingen (*.csv *.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>{file}: {imported}, {duplicates}, {errors}.</source>
        <translation>{file}: {imported}, {duplicates}, {errors}.</translation>
    </message>
    <message numerus="yes">
        <source>%n orders imported</source>
        <translation>
            <numerusform>%n bestelling geïmporteerd</numerusform>
            <numerusform>%n bestellingen geïmporteerd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the queue</source>
        <translation>
            <numerusform>%n al in de wachtrij</numerusform>
            <numerusform>%n al in de wachtrij</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows with errors</source>
        <translation>
            <numerusform>%n regel met fouten</numerusform>
            <numerusform>%n regels met fouten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{row} (and %n more)</source>
        <translation>
            <numerusform>{row} (en nog %n)</numerusform>
            <numerusform>{row} (en nog %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows of {file} not imported</source>
        <translation>
            <numerusform>%n regel van {file} niet geïmporteerd</numerusform>
            <numerusform>%n regels van {file} niet geïmporteerd</numerusform>
        </translation>
    </message>
    <message>
        <source>line {line} {field}: {message}</source>
        <translation>regel {line} {field}: {message}</translation>
    </message>
    <message>
        <source>Correct these rows in the file and import it again; rows already imported are skipped.</source>
        <translation>Verbeter deze regels in het bestand en importeer het opnieuw; al geïmporteerde regels worden overgeslagen.</translation>
    </message>
</context>
<context>
    <name>ReturnActions</name>
    <message>
        <source>&lt;b&gt;The label of return #{id} was printed already.&lt;/b&gt; Print it again?</source>
        <translation>&lt;b&gt;Het label van retourzending #{id} is al geprint.&lt;/b&gt; Opnieuw printen?</translation>
    </message>
    <message>
        <source>Print the return label once more (Alt+Y)</source>
        <translation>Het retourlabel nog een keer printen (Alt+J)</translation>
    </message>
    <message>
        <source>Return label reprinted</source>
        <translation>Retourlabel opnieuw geprint</translation>
    </message>
    <message>
        <source>Return label printed</source>
        <translation>Retourlabel geprint</translation>
    </message>
    <message>
        <source>Save the return label as PDF</source>
        <translation>Retourlabel opslaan als pdf</translation>
    </message>
    <message>
        <source>Return label #{id} saved as {path}</source>
        <translation>Retourlabel #{id} opgeslagen als {path}</translation>
    </message>
</context>
<context>
    <name>ReturnTab</name>
    <message>
        <source>Send the standard return e-mail to the customer</source>
        <translation>De standaard retourmail naar de klant sturen</translation>
    </message>
    <message>
        <source>Printerless: the customer gets a QR code instead of a label</source>
        <translation>Zonder printer: de klant krijgt een QR-code in plaats van een label</translation>
    </message>
    <message>
        <source>Create return</source>
        <translation>Retourzending aanmaken</translation>
    </message>
    <message>
        <source>Returns of this order</source>
        <translation>Retourzendingen van deze bestelling</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Aangemaakt</translation>
    </message>
    <message>
        <source>Tracking</source>
        <translation>Track &amp; trace</translation>
    </message>
    <message>
        <source>A6 label</source>
        <translation>A6-label</translation>
    </message>
    <message>
        <source>Print return label</source>
        <translation>Retourlabel printen</translation>
    </message>
    <message>
        <source>Save the return label as a PDF file, to e-mail or print elsewhere</source>
        <translation>Het retourlabel opslaan als pdf-bestand, om te mailen of elders te printen</translation>
    </message>
    <message>
        <source>#{id}</source>
        <translation>#{id}</translation>
    </message>
    <message>
        <source>{when}, elsewhere</source>
        <translation>{when}, elders</translation>
    </message>
    <message>
        <source>Return shipment #{id} ({status}).</source>
        <translation>Retourzending #{id} ({status}).</translation>
    </message>
    <message>
        <source>It was cancelled: it has no label.</source>
        <translation>Deze is geannuleerd: er is geen label.</translation>
    </message>
    <message>
        <source>Its label is below: print it for the customer, or save it as a PDF.</source>
        <translation>Het label staat hieronder: print het voor de klant, of sla het op als pdf.</translation>
    </message>
    <message>
        <source>The return label shows here.</source>
        <translation>Het retourlabel verschijnt hier.</translation>
    </message>
    <message>
        <source>A cancelled return has no label.</source>
        <translation>Een geannuleerde retourzending heeft geen label.</translation>
    </message>
    <message>
        <source>Return label #{id}</source>
        <translation>Retourlabel #{id}</translation>
    </message>
    <message>
        <source>No return yet: Create return (Ctrl+R).</source>
        <translation>Nog geen retourzending: Retourzending aanmaken (Ctrl+R).</translation>
    </message>
    <message>
        <source>Print the return label again (asks first)</source>
        <translation>Het retourlabel opnieuw printen (vraagt eerst)</translation>
    </message>
    <message>
        <source>Print the return label for the customer, on A6 or in a slot of the A4 sheet</source>
        <translation>Het retourlabel voor de klant printen, op A6 of in een vak van het A4-vel</translation>
    </message>
    <message>
        <source>Only a return with a label of its own can be printed (not a printerless or cancelled one).</source>
        <translation>Alleen een retourzending met een eigen label kan geprint worden (niet een zonder printer of een geannuleerde).</translation>
    </message>
    <message>
        <source>The customer shows this QR code at the drop-off point (it is e-mailed to them too).</source>
        <translation>De klant laat deze QR-code zien bij het inleverpunt (hij krijgt hem ook per e-mail).</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Barcode</translation>
    </message>
    <message>
        <source>A4 sheet</source>
        <translation>A4-vel</translation>
    </message>
    <message>
        <source>Where the return label prints: the A6 label printer, or the A4 sheet (the slot chosen in the sheet picker, else the next free one)</source>
        <translation>Waar het retourlabel geprint wordt: op de A6-labelprinter, of op het A4-vel (in het vak dat in de velkiezer gekozen is, anders het volgende vrije vak)</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Pdf opslaan…</translation>
    </message>
    <message>
        <source>QR code (printerless)</source>
        <translation>QR-code (zonder printer)</translation>
    </message>
    <message>
        <source>printed here</source>
        <translation>hier geprint</translation>
    </message>
    <message>
        <source>not printed here</source>
        <translation>hier niet geprint</translation>
    </message>
    <message>
        <source>The customer shows this QR code at the drop-off point: &lt;a href=&quot;{url}&quot;&gt;QR link&lt;/a&gt;.</source>
        <translation>De klant laat deze QR-code zien bij het inleverpunt: &lt;a href=&quot;{url}&quot;&gt;QR-link&lt;/a&gt;.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{carrier} does not ship the package type &apos;{package_type}&apos;.</source>
        <translation>{carrier} verzendt de verzendvorm &apos;{package_type}&apos; niet.</translation>
    </message>
    <message>
        <source>A mailbox parcel can only go to a recipient in the Netherlands.</source>
        <translation>Een brievenbuspakje kan alleen naar een ontvanger in Nederland.</translation>
    </message>
    <message>
        <source>{carrier} does not offer the delivery type &apos;{delivery_type}&apos;.</source>
        <translation>{carrier} biedt de bezorgsoort &apos;{delivery_type}&apos; niet aan.</translation>
    </message>
    <message>
        <source>The package type &apos;{package_type}&apos; can only be sent with standard delivery.</source>
        <translation>De verzendvorm &apos;{package_type}&apos; kan alleen met standaardbezorging worden verzonden.</translation>
    </message>
    <message>
        <source>A digital stamp needs the parcel&apos;s weight.</source>
        <translation>Een digitale postzegel heeft het gewicht van het pakket nodig.</translation>
    </message>
    <message>
        <source>Pickup delivery needs a chosen pickup location.</source>
        <translation>Bezorgen bij een afhaalpunt vraagt om een gekozen afhaalpunt.</translation>
    </message>
    <message>
        <source>A pickup location was given, but the delivery type is not pickup.</source>
        <translation>Er is een afhaalpunt opgegeven, maar de bezorgsoort is geen afhaalpunt.</translation>
    </message>
    <message>
        <source>{carrier} does not take several parcels in one shipment.</source>
        <translation>{carrier} neemt geen meerdere pakketten in één zending aan.</translation>
    </message>
    <message>
        <source>Several parcels in one shipment are only possible with the package type &apos;package&apos;.</source>
        <translation>Meerdere pakketten in één zending kan alleen met de verzendvorm &apos;pakket&apos;.</translation>
    </message>
    <message>
        <source>Several parcels in one shipment are only possible to the Netherlands or Belgium.</source>
        <translation>Meerdere pakketten in één zending kan alleen naar Nederland of België.</translation>
    </message>
    <message>
        <source>{carrier} does not offer the option &apos;{option}&apos;.</source>
        <translation>{carrier} biedt de optie &apos;{option}&apos; niet aan.</translation>
    </message>
    <message>
        <source>{carrier} does not allow the option &apos;{option}&apos; with pickup delivery.</source>
        <translation>{carrier} staat de optie &apos;{option}&apos; niet toe bij bezorgen op een afhaalpunt.</translation>
    </message>
    <message>
        <source>Priority delivery is only possible for a PostNL mailbox parcel to the Netherlands.</source>
        <translation>Voorrangslevering kan alleen voor een brievenbuspakje van PostNL naar Nederland.</translation>
    </message>
    <message>
        <source>The option &apos;{option}&apos; is only possible for the package type &apos;package&apos;, not for &apos;{package_type}&apos;.</source>
        <translation>De optie &apos;{option}&apos; kan alleen bij de verzendvorm &apos;pakket&apos;, niet bij &apos;{package_type}&apos;.</translation>
    </message>
    <message>
        <source>An age check is only possible for a recipient in the Netherlands.</source>
        <translation>Een leeftijdscheck kan alleen bij een ontvanger in Nederland.</translation>
    </message>
    <message>
        <source>A receipt code and a signature cannot be combined; choose one.</source>
        <translation>Een ontvangstcode en handtekening voor ontvangst gaan niet samen; kies er één.</translation>
    </message>
    <message>
        <source>PostNL needs insurance when a receipt code is used.</source>
        <translation>PostNL vraagt om een verzekering bij een ontvangstcode.</translation>
    </message>
    <message>
        <source>{carrier} needs a signature when the age is checked.</source>
        <translation>{carrier} vraagt om handtekening voor ontvangst als de leeftijd wordt gecontroleerd.</translation>
    </message>
    <message>
        <source>{carrier} needs &apos;only recipient&apos; when the age is checked.</source>
        <translation>{carrier} vraagt om &apos;alleen huisadres&apos; als de leeftijd wordt gecontroleerd.</translation>
    </message>
    <message>
        <source>{field} is empty; fill it in.</source>
        <translation>{field} is leeg; vul dit veld in.</translation>
    </message>
    <message>
        <source>The recipient&apos;s name</source>
        <translation>De naam van de ontvanger</translation>
    </message>
    <message>
        <source>The recipient&apos;s street</source>
        <translation>De straat van de ontvanger</translation>
    </message>
    <message>
        <source>The recipient&apos;s postal code</source>
        <translation>De postcode van de ontvanger</translation>
    </message>
    <message>
        <source>The recipient&apos;s city</source>
        <translation>De plaats van de ontvanger</translation>
    </message>
    <message>
        <source>The recipient&apos;s country</source>
        <translation>Het land van de ontvanger</translation>
    </message>
    <message>
        <source>The sender&apos;s name</source>
        <translation>De naam van de afzender</translation>
    </message>
    <message>
        <source>The sender&apos;s street</source>
        <translation>De straat van de afzender</translation>
    </message>
    <message>
        <source>The sender&apos;s postal code</source>
        <translation>De postcode van de afzender</translation>
    </message>
    <message>
        <source>The sender&apos;s city</source>
        <translation>De plaats van de afzender</translation>
    </message>
    <message>
        <source>The sender&apos;s country</source>
        <translation>Het land van de afzender</translation>
    </message>
    <message>
        <source>The pickup location&apos;s location code</source>
        <translation>De locatiecode van het afhaalpunt</translation>
    </message>
    <message>
        <source>The pickup location&apos;s location name</source>
        <translation>De naam van het afhaalpunt</translation>
    </message>
    <message>
        <source>The pickup location&apos;s street</source>
        <translation>De straat van het afhaalpunt</translation>
    </message>
    <message>
        <source>The pickup location&apos;s number</source>
        <translation>Het huisnummer van het afhaalpunt</translation>
    </message>
    <message>
        <source>The pickup location&apos;s postal code</source>
        <translation>De postcode van het afhaalpunt</translation>
    </message>
    <message>
        <source>The pickup location&apos;s city</source>
        <translation>De plaats van het afhaalpunt</translation>
    </message>
    <message>
        <source>The pickup location&apos;s country</source>
        <translation>Het land van het afhaalpunt</translation>
    </message>
    <message>
        <source>&apos;{country}&apos; is not a two-letter country code (such as NL or BE).</source>
        <translation>&apos;{country}&apos; is geen landcode van twee letters (zoals NL of BE).</translation>
    </message>
    <message>
        <source>&apos;{postal_code}&apos; is not a postal code of {country}; write it like {example}.</source>
        <translation>&apos;{postal_code}&apos; is geen postcode van {country}; schrijf hem als {example}.</translation>
    </message>
    <message>
        <source>The street &apos;{street}&apos; cannot be read; give the street name and house number.</source>
        <translation>De straat &apos;{street}&apos; is niet te lezen; geef straatnaam en huisnummer.</translation>
    </message>
    <message>
        <source>{field} has {count} characters; at most {limit} fit.</source>
        <translation>{field} heeft {count} tekens; er passen er hoogstens {limit}.</translation>
    </message>
    <message>
        <source>No sender address is set up for this shop: the label would say &quot;FROM —&quot; and returns would have nowhere to go. Set it in Account settings (Sender address), then create the shipment.</source>
        <translation>Voor deze winkel is geen afzenderadres ingesteld: op het verzendlabel zou &quot;VAN —&quot; staan en retourzendingen kunnen nergens heen. Stel het in bij Account instellen (Afzenderadres) en maak dan de zending aan.</translation>
    </message>
    <message>
        <source>The label description</source>
        <translation>De labelomschrijving</translation>
    </message>
    <message>
        <source>The weight must be more than 0 grams.</source>
        <translation>Het gewicht moet meer dan 0 gram zijn.</translation>
    </message>
    <message>
        <source>The number of extra parcels cannot be negative.</source>
        <translation>Het aantal extra pakketten kan niet negatief zijn.</translation>
    </message>
    <message>
        <source>no insurance</source>
        <translation>geen verzekering</translation>
    </message>
    <message>
        <source>one of the steps from € {lowest} to € {highest}</source>
        <translation>een van de stappen van € {lowest} tot € {highest}</translation>
    </message>
    <message>
        <source>Insurance of {cents} cents is not possible to {country}; choose {allowed}.</source>
        <translation>Een verzekering van {cents} cent is niet mogelijk naar {country}; kies {allowed}.</translation>
    </message>
    <message>
        <source>this country</source>
        <translation>dit land</translation>
    </message>
    <message>
        <source>The paper format &apos;{value}&apos; is unknown; choose A4 or A6.</source>
        <translation>Het papierformaat &apos;{value}&apos; is onbekend; kies A4 of A6.</translation>
    </message>
    <message>
        <source>An A4 sheet needs a start position from 1 to 4.</source>
        <translation>Een A4-vel heeft een beginpositie van 1 tot 4 nodig.</translation>
    </message>
    <message>
        <source>Label position {position} does not exist; use 1 to 4.</source>
        <translation>Labelpositie {position} bestaat niet; gebruik 1 tot 4.</translation>
    </message>
    <message>
        <source>Label position {position} is given twice.</source>
        <translation>Labelpositie {position} is twee keer opgegeven.</translation>
    </message>
    <message>
        <source>No carrier is chosen; choose one.</source>
        <translation>Er is geen vervoerder gekozen; kies er een.</translation>
    </message>
    <message>
        <source>{carrier} is not activated for this shop; choose another carrier.</source>
        <translation>{carrier} is niet geactiveerd voor deze winkel; kies een andere vervoerder.</translation>
    </message>
</context>
<context>
    <name>Scale</name>
    <message>
        <source>unreadable data from the scale: {detail}</source>
        <translation>onleesbare gegevens van de weegschaal: {detail}</translation>
    </message>
</context>
<context>
    <name>ScaleIndicator</name>
    <message>
        <source>⚖ Scale: &lt;b&gt;{weight}&lt;/b&gt; (stable)</source>
        <translation>⚖ Weegschaal: &lt;b&gt;{weight}&lt;/b&gt; (stabiel)</translation>
    </message>
    <message>
        <source>⚖ Scale: &lt;b&gt;{weight}&lt;/b&gt;</source>
        <translation>⚖ Weegschaal: &lt;b&gt;{weight}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Create and scan to print use this weight when it is stable, unless you typed a weight for the order yourself.</source>
        <translation>Aanmaken en Scannen is printen gebruiken dit gewicht zodra het stabiel is, tenzij u zelf een gewicht voor de bestelling hebt ingevuld.</translation>
    </message>
    <message>
        <source>{weight}, settling…</source>
        <translation>{weight}, stabiliseert…</translation>
    </message>
    <message>
        <source>settling…</source>
        <translation>stabiliseert…</translation>
    </message>
    <message>
        <source>no scale</source>
        <translation>geen weegschaal</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>verbinden…</translation>
    </message>
    <message>
        <source>scale problem</source>
        <translation>probleem met de weegschaal</translation>
    </message>
    <message>
        <source>Suggestion: {reason}.</source>
        <translation>Voorstel: {reason}.</translation>
    </message>
    <message>
        <source>Digital stamp weight class {number}.</source>
        <translation>Gewichtsklasse digitale postzegel {number}.</translation>
    </message>
    <message>
        <source>Use {package}</source>
        <translation>{package} gebruiken</translation>
    </message>
</context>
<context>
    <name>ScaleReading</name>
    <message>
        <source>the scale is overloaded</source>
        <translation>de weegschaal is overbelast</translation>
    </message>
    <message>
        <source>the scale is under zero</source>
        <translation>de weegschaal staat onder nul</translation>
    </message>
    <message>
        <source>the scale reports a fault</source>
        <translation>de weegschaal meldt een storing</translation>
    </message>
    <message>
        <source>unreadable scale data {data}</source>
        <translation>onleesbare weegschaalgegevens {data}</translation>
    </message>
    <message>
        <source>not a scale report ({data})</source>
        <translation>geen weegschaalbericht ({data})</translation>
    </message>
    <message>
        <source>unknown scale status {status}</source>
        <translation>onbekende weegschaalstatus {status}</translation>
    </message>
    <message>
        <source>unknown weight unit {unit}</source>
        <translation>onbekende gewichtseenheid {unit}</translation>
    </message>
    <message>
        <source>an empty line from the scale</source>
        <translation>een lege regel van de weegschaal</translation>
    </message>
    <message>
        <source>the scale answered {answer}</source>
        <translation>de weegschaal antwoordde {answer}</translation>
    </message>
    <message>
        <source>no weight unit in {data}</source>
        <translation>geen gewichtseenheid in {data}</translation>
    </message>
</context>
<context>
    <name>ScaleSettingsDialog</name>
    <message>
        <source>No scale</source>
        <translation>Geen weegschaal</translation>
    </message>
    <message>
        <source>USB postal scale (HID)</source>
        <translation>USB-pakketweegschaal (HID)</translation>
    </message>
    <message>
        <source>Serial scale (RS-232 or USB-serial)</source>
        <translation>Seriële weegschaal (RS-232 of USB-serieel)</translation>
    </message>
    <message>
        <source>Weight and unit (ST,GS,+ 1.234kg · S S 1.234 kg · 1.234 kg)</source>
        <translation>Gewicht en eenheid (ST,GS,+ 1.234kg · S S 1.234 kg · 1.234 kg)</translation>
    </message>
    <message>
        <source>Grams only (1234)</source>
        <translation>Alleen grammen (1234)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Weegschaal</translation>
    </message>
    <message>
        <source>empty: the scale sends by itself; e.g. W\r, S\r\n (MT-SICS), Q\r\n (A&amp;D)</source>
        <translation>leeg: de weegschaal stuurt uit zichzelf; bijv. W\r, S\r\n (MT-SICS), Q\r\n (A&amp;D)</translation>
    </message>
    <message>
        <source>Station reads the weight when it is stable and uses it for the shipment, unless you type a weight for the order yourself.</source>
        <translation>Station leest het gewicht zodra het stabiel is en gebruikt het voor de zending, tenzij u zelf een gewicht voor de bestelling invult.</translation>
    </message>
    <message>
        <source>&amp;Scale</source>
        <translation>&amp;Weegschaal</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>&amp;Poort</translation>
    </message>
    <message>
        <source>&amp;Speed (baud)</source>
        <translation>&amp;Snelheid (baud)</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Formaat</translation>
    </message>
    <message>
        <source>&amp;Request</source>
        <translation>&amp;Verzoek</translation>
    </message>
</context>
<context>
    <name>ScanCommands</name>
    <message>
        <source>Scan command sheet (PDF)</source>
        <translation>Vel met scancommando&apos;s (pdf)</translation>
    </message>
    <message>
        <source>Labels print as %s now.</source>
        <translation>Verzendlabels worden nu als %s geprint.</translation>
    </message>
    <message>
        <source>New A4 sheet: all four slots are free.</source>
        <translation>Nieuw A4-vel: alle vier vakken zijn vrij.</translation>
    </message>
    <message>
        <source>Stopping the batch after the label being printed.</source>
        <translation>De batch stopt na het label dat nu wordt geprint.</translation>
    </message>
    <message>
        <source>No batch is running.</source>
        <translation>Er loopt geen batch.</translation>
    </message>
    <message>
        <source>Scan Stop batch while a batch prints.</source>
        <translation>Scan Batch stoppen terwijl een batch print.</translation>
    </message>
    <message>
        <source>Next order: %s.</source>
        <translation>Volgende bestelling: %s.</translation>
    </message>
    <message>
        <source>No order below this one waits for a label.</source>
        <translation>Onder deze bestelling wacht er geen meer op een verzendlabel.</translation>
    </message>
    <message>
        <source>Scan an order, or sync or import new orders.</source>
        <translation>Scan een bestelling, of haal nieuwe bestellingen op of importeer ze.</translation>
    </message>
    <message>
        <source>Reprint: no shipment is shown.</source>
        <translation>Opnieuw printen: er wordt geen zending getoond.</translation>
    </message>
    <message>
        <source>Scan the order first, then Reprint.</source>
        <translation>Scan eerst de bestelling, dan Opnieuw printen.</translation>
    </message>
    <message>
        <source>Cancel: no shipment is shown.</source>
        <translation>Annuleren: er wordt geen zending getoond.</translation>
    </message>
    <message>
        <source>Scan the order first, then Cancel.</source>
        <translation>Scan eerst de bestelling, dan Zending annuleren.</translation>
    </message>
    <message>
        <source>Scan “Yes, cancel the shipment” to cancel it; Escape keeps it.</source>
        <translation>Scan “Ja, zending annuleren” om te annuleren; Escape houdt hem.</translation>
    </message>
    <message>
        <source>Nothing to confirm: no cancel was asked.</source>
        <translation>Niets te bevestigen: er is geen annulering gevraagd.</translation>
    </message>
    <message>
        <source>Scan Cancel shipment first; this code only confirms it.</source>
        <translation>Scan eerst Zending annuleren; deze code bevestigt alleen.</translation>
    </message>
    <message>
        <source>Scan command not carried out</source>
        <translation>Scancommando niet uitgevoerd</translation>
    </message>
    <message>
        <source>Print as A6</source>
        <translation>Printen als A6</translation>
    </message>
    <message>
        <source>Labels go to the label printer from now on.</source>
        <translation>Verzendlabels gaan vanaf nu naar de labelprinter.</translation>
    </message>
    <message>
        <source>Print as A4</source>
        <translation>Printen als A4</translation>
    </message>
    <message>
        <source>Labels go onto A4 sheets, four per page.</source>
        <translation>Verzendlabels gaan op A4-vellen, vier per pagina.</translation>
    </message>
    <message>
        <source>Next order</source>
        <translation>Volgende bestelling</translation>
    </message>
    <message>
        <source>Shows the next order that waits for its label.</source>
        <translation>Toont de volgende bestelling die op haar verzendlabel wacht.</translation>
    </message>
    <message>
        <source>Reprint</source>
        <translation>Opnieuw printen</translation>
    </message>
    <message>
        <source>Prints the label of the order shown once more.</source>
        <translation>Print het verzendlabel van de getoonde bestelling nog een keer.</translation>
    </message>
    <message>
        <source>New sheet</source>
        <translation>Nieuw vel</translation>
    </message>
    <message>
        <source>A fresh A4 sheet is in the tray: all slots free.</source>
        <translation>Er ligt een nieuw A4-vel in de lade: alle vakken vrij.</translation>
    </message>
    <message>
        <source>Stop batch</source>
        <translation>Batch stoppen</translation>
    </message>
    <message>
        <source>Stops the batch after the label being printed.</source>
        <translation>Stopt de batch na het label dat nu wordt geprint.</translation>
    </message>
    <message>
        <source>Cancel shipment</source>
        <translation>Zending annuleren</translation>
    </message>
    <message>
        <source>Asks to cancel the shipment of the order shown.</source>
        <translation>Vraagt om de zending van de getoonde bestelling te annuleren.</translation>
    </message>
    <message>
        <source>Yes, cancel the shipment</source>
        <translation>Ja, zending annuleren</translation>
    </message>
    <message>
        <source>Confirms the cancel asked just before. Cannot be undone.</source>
        <translation>Bevestigt de zojuist gevraagde annulering. Kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>Station — scan commands</source>
        <translation>Station — scancommando&apos;s</translation>
    </message>
    <message>
        <source>Scan a code instead of using the keyboard. Cancel needs its own confirmation scan.</source>
        <translation>Scan een code in plaats van het toetsenbord te gebruiken. Annuleren vraagt een eigen bevestigingsscan.</translation>
    </message>
    <message>
        <source>Scan command sheet: %s</source>
        <translation>Vel met scancommando&apos;s: %s</translation>
    </message>
</context>
<context>
    <name>ScanField</name>
    <message>
        <source>Scan or type an order reference or barcode, then Enter  (F2)</source>
        <translation>Scan of typ een bestelreferentie of barcode, dan Enter  (F2)</translation>
    </message>
</context>
<context>
    <name>ScannerCalibrationDialog</name>
    <message>
        <source>Calibrate the scanner</source>
        <translation>De scanner kalibreren</translation>
    </message>
    <message>
        <source>Scan the barcode on the scanner test page (Help → Scanner test page) once. Station learns how this scanner types on this keyboard layout.</source>
        <translation>Scan de barcode op de testpagina voor de scanner (Help → Testpagina scanner) één keer. Station leert hoe deze scanner typt op deze toetsenbordindeling.</translation>
    </message>
    <message>
        <source>Scan the test barcode here</source>
        <translation>Scan de testbarcode hier</translation>
    </message>
    <message>
        <source>Not calibrated: %s.</source>
        <translation>Niet gekalibreerd: %s.</translation>
    </message>
    <message>
        <source>The calibration could not be saved: %s</source>
        <translation>De kalibratie kon niet worden opgeslagen: %s</translation>
    </message>
    <message>
        <source>the scanner types in this computer&apos;s keyboard layout; scans are read as typed.</source>
        <translation>de scanner typt in de toetsenbordindeling van deze computer; scans worden gelezen zoals getypt.</translation>
    </message>
    <message>
        <source>the scanner presses the keys of a US keyboard; scans are read from the keys it presses.</source>
        <translation>de scanner drukt de toetsen van een Amerikaans toetsenbord in; scans worden gelezen uit de toetsen die hij indrukt.</translation>
    </message>
    <message>
        <source>the scanner&apos;s characters differ from this layout&apos;s; scans are translated character by character.</source>
        <translation>de tekens van de scanner wijken af van deze indeling; scans worden teken voor teken omgezet.</translation>
    </message>
    <message>
        <source>Calibrated: %s</source>
        <translation>Gekalibreerd: %s</translation>
    </message>
</context>
<context>
    <name>ScannerHelp</name>
    <message>
        <source>Scanner test page (PDF)</source>
        <translation>Testpagina scanner (pdf)</translation>
    </message>
    <message>
        <source>Calibrate the scanner…</source>
        <translation>Scanner kalibreren…</translation>
    </message>
    <message>
        <source>Scanner test page: {file}</source>
        <translation>Testpagina scanner: {file}</translation>
    </message>
</context>
<context>
    <name>ScannerTestPage</name>
    <message>
        <source>Station scanner test page</source>
        <translation>Testpagina scanner van Station</translation>
    </message>
    <message>
        <source>Station — scanner test page</source>
        <translation>Station — testpagina scanner</translation>
    </message>
    <message>
        <source>In Station, choose Help → Calibrate the scanner…, then scan the barcode below once.</source>
        <translation>Kies in Station Help → Scanner kalibreren… en scan daarna de barcode hieronder één keer.</translation>
    </message>
    <message>
        <source>Station learns how this scanner types on this computer&apos;s keyboard layout (QWERTY, AZERTY, QWERTZ),
so every later scan reads as the scanner meant it. Calibrate again after changing the scanner or the layout.</source>
        <translation>Station leert hoe deze scanner typt op de toetsenbordindeling van deze computer (QWERTY, AZERTY, QWERTZ),
zodat elke volgende scan wordt gelezen zoals de scanner hem bedoelde. Kalibreer opnieuw na een andere scanner of indeling.</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <source>self-test passed</source>
        <translation>zelftest geslaagd</translation>
    </message>
    <message>
        <source>self-test FAILED</source>
        <translation>zelftest MISLUKT</translation>
    </message>
    <message>
        <source>{error}: {message}</source>
        <translation>{error}: {message}</translation>
    </message>
    <message>
        <source>Qt {version}, platform {platform}</source>
        <translation>Qt {version}, platform {platform}</translation>
    </message>
    <message>
        <source>QtPdf available</source>
        <translation>QtPdf beschikbaar</translation>
    </message>
    <message>
        <source>Station&apos;s {code} catalogue did not load</source>
        <translation>de vertaling {code} van Station is niet geladen</translation>
    </message>
    <message>
        <source>Qt&apos;s own {code} catalogue (qtbase_{code}) did not load</source>
        <translation>de eigen vertaling {code} van Qt (qtbase_{code}) is niet geladen</translation>
    </message>
    <message>
        <source>{languages} and Qt&apos;s own; speaking {locale}</source>
        <translation>{languages} en die van Qt; taal nu {locale}</translation>
    </message>
    <message>
        <source>{backend}: NO secure keyring on this machine; Station will refuse to store secrets here</source>
        <translation>{backend}: GEEN beveiligde sleutelhanger op deze computer; Station bewaart hier geen geheimen</translation>
    </message>
    <message>
        <source>QtWebEngine did not load {page} ({outcome})</source>
        <translation>QtWebEngine heeft {page} niet geladen ({outcome})</translation>
    </message>
    <message>
        <source>the delivery widget page has no mount point</source>
        <translation>de pagina van de bezorgopties heeft geen koppelpunt</translation>
    </message>
    <message>
        <source>QtWebEngine loads the delivery widget</source>
        <translation>QtWebEngine laadt de bezorgopties</translation>
    </message>
    <message>
        <source>QtPdf could not load the label ({status})</source>
        <translation>QtPdf kon het verzendlabel niet laden ({status})</translation>
    </message>
    <message>
        <source>the rendered label is blank</source>
        <translation>het getekende verzendlabel is leeg</translation>
    </message>
    <message numerus="yes">
        <source>%n pages, {width}x{height} px, {dark} dark samples</source>
        <translation>
            <numerusform>%n pagina, {width}x{height} px, {dark} donkere meetpunten</numerusform>
            <numerusform>%n pagina&apos;s, {width}x{height} px, {dark} donkere meetpunten</numerusform>
        </translation>
    </message>
    <message>
        <source>serving at {address}</source>
        <translation>bereikbaar op {address}</translation>
    </message>
    <message>
        <source>shipment {barcode}, label {size} bytes</source>
        <translation>zending {barcode}, verzendlabel {size} bytes</translation>
    </message>
</context>
<context>
    <name>SenderSettings</name>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Naam</translation>
    </message>
    <message>
        <source>Street and &amp;number</source>
        <translation>Straat en &amp;huisnummer</translation>
    </message>
    <message>
        <source>Postal &amp;code</source>
        <translation>Post&amp;code</translation>
    </message>
    <message>
        <source>Cit&amp;y</source>
        <translation>P&amp;laats</translation>
    </message>
    <message>
        <source>Co&amp;untry</source>
        <translation>La&amp;nd</translation>
    </message>
    <message>
        <source>E-&amp;mail</source>
        <translation>&amp;E-mailadres</translation>
    </message>
    <message>
        <source>P&amp;hone</source>
        <translation>&amp;Telefoon</translation>
    </message>
    <message>
        <source>Sandbox shop (Demo NL)</source>
        <translation>Sandboxwinkel (Demo NL)</translation>
    </message>
    <message>
        <source>This account&apos;s shop</source>
        <translation>De winkel van dit account</translation>
    </message>
    <message>
        <source>Sender address — printed on every label, returns go back to it</source>
        <translation>Afzenderadres — staat op elk verzendlabel, retourzendingen gaan ernaar terug</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <source>NL or BE</source>
        <translation>NL of BE</translation>
    </message>
    <message>
        <source>1234 AB (NL) or 1234 (BE)</source>
        <translation>1234 AB (NL) of 1234 (BE)</translation>
    </message>
    <message>
        <source>Save s&amp;ender</source>
        <translation>Af&amp;zender opslaan</translation>
    </message>
    <message>
        <source>Not saved: correct the fields marked in red.</source>
        <translation>Niet opgeslagen: verbeter de rood gemarkeerde velden.</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>Niets gewijzigd.</translation>
    </message>
    <message>
        <source>Sender saved: the next shipments are sent from it.</source>
        <translation>Afzender opgeslagen: de volgende zendingen worden vanaf dit adres verstuurd.</translation>
    </message>
    <message>
        <source>No sender set up for {shop}: shipments cannot be created until it is.</source>
        <translation>Geen afzender ingesteld voor {shop}: er kunnen pas zendingen worden aangemaakt als dat gebeurd is.</translation>
    </message>
</context>
<context>
    <name>SharedStore</name>
    <message numerus="yes">
        <source>%n labels or shipments asked for at this station are not settled yet: start Station here once with the service reachable (and answer any &apos;did the label come out?&apos;), then move again.</source>
        <translation>
            <numerusform>%n verzendlabel of zending die op dit station is aangevraagd, is nog niet afgehandeld: start Station hier één keer terwijl de verzenddienst bereikbaar is (en beantwoord elke vraag &apos;is het verzendlabel eruit gekomen?&apos;), en verhuis daarna opnieuw.</numerusform>
            <numerusform>%n verzendlabels of zendingen die op dit station zijn aangevraagd, zijn nog niet afgehandeld: start Station hier één keer terwijl de verzenddienst bereikbaar is (en beantwoord elke vraag &apos;is het verzendlabel eruit gekomen?&apos;), en verhuis daarna opnieuw.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shared database {location} cannot be used: {error}</source>
        <translation>De gedeelde database {location} kan niet worden gebruikt: {error}</translation>
    </message>
    <message>
        <source>the shared store is a PostgreSQL connection string starting with postgresql://</source>
        <translation>de gedeelde wachtrij is een PostgreSQL-verbindingsadres dat begint met postgresql://</translation>
    </message>
    <message>
        <source>the shared store&apos;s connection string holds a password: keep it in the keyring instead</source>
        <translation>het verbindingsadres van de gedeelde wachtrij bevat een wachtwoord: bewaar dat in de sleutelhanger</translation>
    </message>
</context>
<context>
    <name>SharedStoreCommand</name>
    <message>
        <source>This station uses its own file from the next start.</source>
        <translation>Vanaf de volgende start gebruikt dit station zijn eigen bestand.</translation>
    </message>
    <message>
        <source>shared store: {store}</source>
        <translation>gedeelde wachtrij: {store}</translation>
    </message>
    <message>
        <source>this station&apos;s own file (no shared store)</source>
        <translation>het eigen bestand van dit station (geen gedeelde wachtrij)</translation>
    </message>
    <message>
        <source>station shared-store: {problem}</source>
        <translation>station shared-store: {problem}</translation>
    </message>
    <message>
        <source>Password of the database role (empty: none, or ~/.pgpass): </source>
        <translation>Wachtwoord van de databaserol (leeg: geen, of ~/.pgpass): </translation>
    </message>
    <message>
        <source>From the next start this station uses the shared store {store}.</source>
        <translation>Vanaf de volgende start gebruikt dit station de gedeelde wachtrij {store}.</translation>
    </message>
    <message>
        <source>choose the shared store first (station shared-store use URL)</source>
        <translation>kies eerst de gedeelde wachtrij (station shared-store use URL)</translation>
    </message>
    <message>
        <source>no queue at {file}</source>
        <translation>geen wachtrij in {file}</translation>
    </message>
    <message numerus="yes">
        <source>%n orders (already there: {already})</source>
        <translation>
            <numerusform>%n bestelling (al aanwezig: {already})</numerusform>
            <numerusform>%n bestellingen (al aanwezig: {already})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shipments</source>
        <translation>
            <numerusform>%n zending</numerusform>
            <numerusform>%n zendingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n print jobs</source>
        <translation>
            <numerusform>%n printopdracht</numerusform>
            <numerusform>%n printopdrachten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log lines</source>
        <translation>
            <numerusform>%n logregel</numerusform>
            <numerusform>%n logregels</numerusform>
        </translation>
    </message>
    <message>
        <source>moved {orders}, {shipments}, {print_jobs}, {log_lines} from {file}</source>
        <translation>verhuisd uit {file}: {orders}, {shipments}, {print_jobs}, {log_lines}</translation>
    </message>
</context>
<context>
    <name>SheetActions</name>
    <message numerus="yes">
        <source>%n selected orders not put on the sheet</source>
        <translation>
            <numerusform>%n gekozen bestelling niet op het vel gezet</numerusform>
            <numerusform>%n gekozen bestellingen niet op het vel gezet</numerusform>
        </translation>
    </message>
    <message>
        <source>{reference}: {reason}</source>
        <translation>{reference}: {reason}</translation>
    </message>
    <message>
        <source>A cancelled order is shipped again only from its detail (Create &amp; print asks first).</source>
        <translation>Een geannuleerde bestelling wordt alleen opnieuw verzonden vanuit de zending (Aanmaken &amp; printen vraagt het eerst).</translation>
    </message>
    <message>
        <source>Nothing to put on the sheet</source>
        <translation>Niets om op het vel te zetten</translation>
    </message>
    <message>
        <source>None of the selected orders has a label still to print.</source>
        <translation>Geen van de gekozen bestellingen heeft nog een verzendlabel te printen.</translation>
    </message>
    <message>
        <source>Select orders whose labels are not printed yet.</source>
        <translation>Kies bestellingen waarvan het verzendlabel nog niet geprint is.</translation>
    </message>
    <message>
        <source>Sheet printed</source>
        <translation>Vel geprint</translation>
    </message>
    <message>
        <source>{count} selected labels not printed: they did not fit the chosen slots</source>
        <translation>{count} gekozen labels niet geprint: ze pasten niet in de gekozen vakken</translation>
    </message>
    <message>
        <source>Printed {count} into slot {slots}; not printed: {references}.</source>
        <translation>{count} geprint in vak {slots}; niet geprint: {references}.</translation>
    </message>
    <message>
        <source>Choose more slots on the sheet (or put in a new sheet), then print these again.</source>
        <translation>Kies meer vakken op het vel (of leg een nieuw vel in) en print deze dan opnieuw.</translation>
    </message>
    <message>
        <source>Printer profiles saved.</source>
        <translation>Printerprofielen opgeslagen.</translation>
    </message>
</context>
<context>
    <name>SheetPicker</name>
    <message>
        <source>top left</source>
        <translation>linksboven</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>rechtsboven</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>linksonder</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>rechtsonder</translation>
    </message>
    <message>
        <source>Print here</source>
        <translation>Hier printen</translation>
    </message>
    <message>
        <source>Fill the remaining slots</source>
        <translation>De overige vakken vullen</translation>
    </message>
    <message>
        <source>Print the next labels of the queue into every free slot</source>
        <translation>De volgende verzendlabels uit de wachtrij in elk vrij vak printen</translation>
    </message>
    <message>
        <source>New sheet</source>
        <translation>Nieuw vel</translation>
    </message>
    <message>
        <source>A fresh sheet is in the printer: all four slots are free</source>
        <translation>Er zit een nieuw vel in de printer: alle vier vakken zijn vrij</translation>
    </message>
    <message>
        <source>Sheet in %s</source>
        <translation>Vel in %s</translation>
    </message>
    <message>
        <source>Sheet in the A4 printer</source>
        <translation>Vel in de A4-printer</translation>
    </message>
    <message>
        <source>This sheet is full. Put in a new sheet and press “New sheet”.</source>
        <translation>Dit vel is vol. Leg een nieuw vel in en druk op “Nieuw vel”.</translation>
    </message>
    <message>
        <source>Click the slots to print on (or press 1–4).</source>
        <translation>Klik de vakken aan om op te printen (of druk op 1–4).</translation>
    </message>
    <message>
        <source>Printing on %s.</source>
        <translation>Printen op %s.</translation>
    </message>
    <message>
        <source> The other labels continue on a new sheet.</source>
        <translation> De overige verzendlabels gaan verder op een nieuw vel.</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>A4 label sheet</source>
        <translation>A4-labelvel</translation>
    </message>
    <message>
        <source>used</source>
        <translation>gebruikt</translation>
    </message>
    <message>
        <source>print here</source>
        <translation>hier printen</translation>
    </message>
</context>
<context>
    <name>ShipDecision</name>
    <message>
        <source>handed over to the carrier</source>
        <translation>afgeleverd bij vervoerder</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>bezorgd</translation>
    </message>
    <message>
        <source>returned to the shop</source>
        <translation>retour naar de winkel</translation>
    </message>
    <message>
        <source>not shipped yet</source>
        <translation>nog niet verzonden</translation>
    </message>
    <message>
        <source>cancelled at another station</source>
        <translation>geannuleerd op een ander station</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>geannuleerd</translation>
    </message>
    <message>
        <source>shipped at another station</source>
        <translation>verzonden op een ander station</translation>
    </message>
    <message>
        <source>already shipped: its label is printed</source>
        <translation>al verzonden: het verzendlabel is geprint</translation>
    </message>
    <message>
        <source>shipment created, label not printed yet</source>
        <translation>zending aangemaakt, verzendlabel nog niet geprint</translation>
    </message>
</context>
<context>
    <name>ShipmentActions</name>
    <message>
        <source>Scanned {code}…</source>
        <translation>{code} gescand…</translation>
    </message>
    <message>
        <source>Shipped at another station</source>
        <translation>Verzonden op een ander station</translation>
    </message>
    <message>
        <source>{reference}: {shipment}. Nothing new was printed.</source>
        <translation>{reference}: {shipment}. Er is niets nieuws geprint.</translation>
    </message>
    <message>
        <source>Print label (Ctrl+P) reprints that shipment&apos;s label if it is lost or damaged.</source>
        <translation>Label printen (Ctrl+P) print het label van die zending opnieuw als het kwijt of beschadigd is.</translation>
    </message>
    <message>
        <source>Label already printed</source>
        <translation>Verzendlabel al geprint</translation>
    </message>
    <message>
        <source>The label of {reference} came out before.</source>
        <translation>Het verzendlabel van {reference} is al eerder geprint.</translation>
    </message>
    <message>
        <source>Use Print label (Ctrl+P) to print it again if it is lost or damaged.</source>
        <translation>Gebruik Label printen (Ctrl+P) om het opnieuw te printen als het kwijt of beschadigd is.</translation>
    </message>
    <message>
        <source>{reference}: label printed</source>
        <translation>{reference}: verzendlabel geprint</translation>
    </message>
    <message>
        <source>&lt;b&gt;{reference} was shipped at another station and cancelled there&lt;/b&gt; ({shipment}).</source>
        <translation>&lt;b&gt;{reference} is op een ander station verzonden en daar geannuleerd&lt;/b&gt; ({shipment}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;The shipment #{id} of {reference} was cancelled.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zending #{id} van {reference} is geannuleerd.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Ship it again? A new shipment is created with the carrier and its label printed.</source>
        <translation>Opnieuw verzenden? Er wordt een nieuwe zending bij de vervoerder aangemaakt en het verzendlabel geprint.</translation>
    </message>
    <message>
        <source>Ship &amp;again</source>
        <translation>&amp;Opnieuw verzenden</translation>
    </message>
    <message>
        <source>Keep cancelled</source>
        <translation>Geannuleerd laten</translation>
    </message>
    <message>
        <source>Create a new shipment and print its label (Ctrl+Enter again, or Alt+A)</source>
        <translation>Een nieuwe zending aanmaken en het verzendlabel printen (nogmaals Ctrl+Enter, of Alt+O)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{reference} was shipped at another station&lt;/b&gt; ({shipment}). Print that shipment&apos;s label here?</source>
        <translation>&lt;b&gt;{reference} is op een ander station verzonden&lt;/b&gt; ({shipment}). Het label van die zending hier printen?</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The label of {reference} was printed already&lt;/b&gt; (%n times). Print it again?</source>
        <translation>
            <numerusform>&lt;b&gt;Het verzendlabel van {reference} is al geprint&lt;/b&gt; (%n keer). Opnieuw printen?</numerusform>
            <numerusform>&lt;b&gt;Het verzendlabel van {reference} is al geprint&lt;/b&gt; (%n keer). Opnieuw printen?</numerusform>
        </translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <source>Print this label once more (Ctrl+P again, or Alt+Y)</source>
        <translation>Dit label nog een keer printen (nogmaals Ctrl+P, of Alt+J)</translation>
    </message>
    <message>
        <source>Reprinted</source>
        <translation>Opnieuw geprint</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Geprint</translation>
    </message>
    <message>
        <source>Label not printed</source>
        <translation>Verzendlabel niet geprint</translation>
    </message>
    <message>
        <source>The printer did not take {job}: {reason}.</source>
        <translation>De printer heeft {job} niet aangenomen: {reason}.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>geen reden opgegeven</translation>
    </message>
    <message>
        <source>Check the printer (paper, cable, queue name in the printer profile), then print the label again (Ctrl+P).</source>
        <translation>Controleer de printer (papier, kabel, naam van de wachtrij in het printerprofiel) en print het label dan opnieuw (Ctrl+P).</translation>
    </message>
    <message>
        <source>{job}: queued — it prints when the service answers again.</source>
        <translation>{job}: in de wachtrij — wordt geprint zodra de verzenddienst weer antwoordt.</translation>
    </message>
    <message>
        <source>{done}: {detail}</source>
        <translation>{done}: {detail}</translation>
    </message>
    <message>
        <source>Waiting label dropped</source>
        <translation>Wachtend verzendlabel vervallen</translation>
    </message>
    <message>
        <source>Print the label by hand (Ctrl+P) if it is still needed.</source>
        <translation>Print het label zelf (Ctrl+P) als het nog nodig is.</translation>
    </message>
    <message>
        <source>Save the label as PDF</source>
        <translation>Verzendlabel opslaan als pdf</translation>
    </message>
    <message>
        <source>{reference}: label saved as {path}</source>
        <translation>{reference}: verzendlabel opgeslagen als {path}</translation>
    </message>
    <message>
        <source>Printed again</source>
        <translation>Opnieuw geprint</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cancel the parcels of {reference} still live?&lt;/b&gt; Shipment #{id} is cancelled; parcels {numbers} of {count} are not yet.</source>
        <translation>&lt;b&gt;De pakketten van {reference} die nog niet geannuleerd zijn annuleren?&lt;/b&gt; Zending #{id} is geannuleerd; pakket {numbers} van {count} nog niet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cancel shipment #{id} of {reference}, all {count} parcels?&lt;/b&gt; The carrier will not collect them and their labels become invalid. This cannot be undone.</source>
        <translation>&lt;b&gt;Zending #{id} van {reference} annuleren, alle {count} pakketten?&lt;/b&gt; De vervoerder haalt ze niet op en hun verzendlabels worden ongeldig. Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cancel shipment #{id} of {reference}?&lt;/b&gt; The carrier will not collect it and its label becomes invalid. This cannot be undone.</source>
        <translation>&lt;b&gt;Zending #{id} van {reference} annuleren?&lt;/b&gt; De vervoerder haalt hem niet op en het verzendlabel wordt ongeldig. Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <source>&amp;Yes, cancel the shipment</source>
        <translation>&amp;Ja, zending annuleren</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>Nee, houden</translation>
    </message>
    <message>
        <source>Cancel it at the service now (Ctrl+Shift+Delete again, or Alt+Y)</source>
        <translation>Nu annuleren bij de verzenddienst (nogmaals Ctrl+Shift+Delete, of Alt+J)</translation>
    </message>
    <message>
        <source>{reference}: shipment #{id} cancelled, all {count} parcels.</source>
        <translation>{reference}: zending #{id} geannuleerd, alle {count} pakketten.</translation>
    </message>
    <message>
        <source>{reference}: shipment #{id} cancelled.</source>
        <translation>{reference}: zending #{id} geannuleerd.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Create a return for {reference}?&lt;/b&gt; The service creates the return shipment at once.</source>
        <translation>&lt;b&gt;Retourzending aanmaken voor {reference}?&lt;/b&gt; De verzenddienst maakt de retourzending meteen aan.</translation>
    </message>
    <message>
        <source>&amp;Yes, create the return</source>
        <translation>&amp;Ja, retourzending aanmaken</translation>
    </message>
    <message>
        <source>Send the return &amp;e-mail to the customer</source>
        <translation>De retour&amp;mail naar de klant sturen</translation>
    </message>
    <message>
        <source>The standard return e-mail with the label link or the QR code (Alt+E)</source>
        <translation>De standaard retourmail met de link naar het label of de QR-code (Alt+M)</translation>
    </message>
    <message>
        <source>Printerless: the customer gets a &amp;QR code, not a label</source>
        <translation>Zonder printer: de klant krijgt een &amp;QR-code, geen label</translation>
    </message>
    <message>
        <source>This carrier does not offer printerless returns.</source>
        <translation>Deze vervoerder biedt geen retour zonder printer aan.</translation>
    </message>
    <message>
        <source>Create the return now (Ctrl+R again, or Alt+Y)</source>
        <translation>De retourzending nu aanmaken (nogmaals Ctrl+R, of Alt+J)</translation>
    </message>
    <message>
        <source>{reference}: return #{id} created, e-mail sent to the customer.</source>
        <translation>{reference}: retourzending #{id} aangemaakt, e-mail naar de klant verstuurd.</translation>
    </message>
    <message>
        <source>{reference}: return #{id} created.</source>
        <translation>{reference}: retourzending #{id} aangemaakt.</translation>
    </message>
    <message>
        <source>Tracking URL copied: paste it into the message to the customer.</source>
        <translation>Track &amp; trace-link gekopieerd: plak hem in het bericht aan de klant.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ship {reference} anyway?&lt;/b&gt; Station could not ask the service whether another station shipped it. If one did, the parcel gets a second shipment and a second label.</source>
        <translation>&lt;b&gt;{reference} toch verzenden?&lt;/b&gt; Station kon de verzenddienst niet vragen of een ander station hem al verzonden heeft. Is dat wel zo, dan krijgt het pakket een tweede zending en een tweede verzendlabel.</translation>
    </message>
    <message>
        <source>&amp;Ship anyway</source>
        <translation>&amp;Toch verzenden</translation>
    </message>
    <message>
        <source>Don&apos;t ship</source>
        <translation>Niet verzenden</translation>
    </message>
    <message>
        <source>Create the shipment and print its label without the service&apos;s answer (Alt+S)</source>
        <translation>De zending aanmaken en het verzendlabel printen zonder antwoord van de verzenddienst (Alt+T)</translation>
    </message>
</context>
<context>
    <name>ShipmentDetailPanel</name>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Naam</translation>
    </message>
    <message>
        <source>&amp;Street and number</source>
        <translation>&amp;Straat en huisnummer</translation>
    </message>
    <message>
        <source>&amp;Postal code</source>
        <translation>&amp;Postcode</translation>
    </message>
    <message>
        <source>Ci&amp;ty</source>
        <translation>P&amp;laats</translation>
    </message>
    <message>
        <source>C&amp;ountry</source>
        <translation>La&amp;nd</translation>
    </message>
    <message>
        <source>E-&amp;mail</source>
        <translation>&amp;E-mailadres</translation>
    </message>
    <message>
        <source>P&amp;hone</source>
        <translation>&amp;Telefoon</translation>
    </message>
    <message>
        <source>Create &amp;&amp; print</source>
        <translation>Aanmaken &amp;&amp; printen</translation>
    </message>
    <message>
        <source>Create the shipment and print its label (Ctrl+Enter)</source>
        <translation>De zending aanmaken en het verzendlabel printen (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Print label</source>
        <translation>Label printen</translation>
    </message>
    <message>
        <source>Cancel shipment</source>
        <translation>Zending annuleren</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Vernieuwen</translation>
    </message>
    <message>
        <source>Fetch status and tracking from the service (Ctrl+Shift+R)</source>
        <translation>Status en track &amp; trace ophalen bij de verzenddienst (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Pdf opslaan…</translation>
    </message>
    <message>
        <source>&amp;Shipment</source>
        <translation>&amp;Zending</translation>
    </message>
    <message>
        <source>&amp;Label</source>
        <translation>&amp;Label</translation>
    </message>
    <message>
        <source>T&amp;racking</source>
        <translation>T&amp;rack &amp;&amp; trace</translation>
    </message>
    <message>
        <source>Re&amp;turn</source>
        <translation>Re&amp;tour</translation>
    </message>
    <message>
        <source>N&amp;otes</source>
        <translation>N&amp;otities</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Ontvanger</translation>
    </message>
    <message>
        <source>NL or BE</source>
        <translation>NL of BE</translation>
    </message>
    <message>
        <source>Printed on the label (at most 45 characters)</source>
        <translation>Wordt op het label geprint (hoogstens 45 tekens)</translation>
    </message>
    <message>
        <source>Label &amp;description</source>
        <translation>Label&amp;omschrijving</translation>
    </message>
    <message>
        <source>Carrier and options</source>
        <translation>Vervoerder en opties</translation>
    </message>
    <message>
        <source>A note on this order for the shop (Enter adds it)</source>
        <translation>Een notitie bij deze bestelling voor de winkel (Enter voegt hem toe)</translation>
    </message>
    <message>
        <source>Add note</source>
        <translation>Notitie toevoegen</translation>
    </message>
    <message>
        <source>Print jobs of this order</source>
        <translation>Printopdrachten van deze bestelling</translation>
    </message>
    <message>
        <source>No order selected — scan or pick one</source>
        <translation>Geen bestelling gekozen — scan of kies er een</translation>
    </message>
    <message>
        <source>From: {name}, {street}, {postal_code} {city}, {country}</source>
        <translation>Van: {name}, {street}, {postal_code} {city}, {country}</translation>
    </message>
    <message>
        <source>From: — (no sender address set up)</source>
        <translation>Van: — (geen afzenderadres ingesteld)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shipped at another station&lt;/b&gt; — {shipment}. A scan prints nothing new; Print label (Ctrl+P) reprints that shipment&apos;s label.</source>
        <translation>&lt;b&gt;Verzonden op een ander station&lt;/b&gt; — {shipment}. Een scan print niets nieuws; Label printen (Ctrl+P) print het label van die zending opnieuw.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shipped at another station and cancelled there&lt;/b&gt; — {shipment}. Create &amp;amp; print asks before shipping it again.</source>
        <translation>&lt;b&gt;Verzonden op een ander station en daar geannuleerd&lt;/b&gt; — {shipment}. Aanmaken &amp;amp; printen vraagt het eerst voordat de bestelling opnieuw wordt verzonden.</translation>
    </message>
    <message>
        <source>not shipped yet</source>
        <translation>nog niet verzonden</translation>
    </message>
    <message>
        <source>return #{id} · service: {status}</source>
        <translation>retour #{id} · verzenddienst: {status}</translation>
    </message>
    <message>
        <source>#{id} · service: {status}</source>
        <translation>#{id} · verzenddienst: {status}</translation>
    </message>
    <message>
        <source> · made elsewhere</source>
        <translation> · elders aangemaakt</translation>
    </message>
    <message numerus="yes">
        <source> · %n parcels</source>
        <translation>
            <numerusform> · %n pakket</numerusform>
            <numerusform> · %n pakketten</numerusform>
        </translation>
    </message>
    <message>
        <source>The shipment&apos;s status at the service; the badge beside it says whether the label came out of a printer here.</source>
        <translation>De status van de zending bij de verzenddienst; het label ernaast zegt of het verzendlabel hier uit een printer is gekomen.</translation>
    </message>
    <message>
        <source>✓ Label printed</source>
        <translation>✓ Label geprint</translation>
    </message>
    <message>
        <source>✓ Label printed {count}×</source>
        <translation>✓ Label {count}× geprint</translation>
    </message>
    <message>
        <source>Print label (Ctrl+P) asks before printing it again.</source>
        <translation>Label printen (Ctrl+P) vraagt het eerst voordat het opnieuw wordt geprint.</translation>
    </message>
    <message>
        <source>✗ Label not printed</source>
        <translation>✗ Label niet geprint</translation>
    </message>
    <message>
        <source>The last print failed: {reason}. Print label (Ctrl+P) tries again.</source>
        <translation>Het laatste printen is mislukt: {reason}. Label printen (Ctrl+P) probeert het opnieuw.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>geen reden opgegeven</translation>
    </message>
    <message>
        <source>To correct before creating:</source>
        <translation>Te verbeteren voor het aanmaken:</translation>
    </message>
    <message>
        <source>Print the label (Ctrl+P); a printed label is printed again only after you confirm</source>
        <translation>Het label printen (Ctrl+P); een geprint label wordt pas opnieuw geprint als u het bevestigt</translation>
    </message>
    <message>
        <source>Save the label as a PDF file instead of printing it (Ctrl+S)</source>
        <translation>Het label als pdf-bestand opslaan in plaats van printen (Ctrl+S)</translation>
    </message>
    <message>
        <source>Cancel the shipment while it is not with the carrier yet (Ctrl+Shift+Delete); asks first</source>
        <translation>De zending annuleren zolang hij nog niet bij de vervoerder is (Ctrl+Shift+Delete); vraagt het eerst</translation>
    </message>
    <message>
        <source>Create a return shipment for this parcel (Ctrl+R); asks first, with the e-mail and printerless choices</source>
        <translation>Een retourzending voor dit pakket aanmaken (Ctrl+R); vraagt het eerst, met de keuzes voor e-mail en zonder printer</translation>
    </message>
    <message>
        <source>This carrier does not offer printerless returns.</source>
        <translation>Deze vervoerder biedt geen retour zonder printer aan.</translation>
    </message>
</context>
<context>
    <name>ShipmentElsewhere</name>
    <message>
        <source>Shipped, shipment {id}, {status}</source>
        <translation>Verzonden, zending {id}, {status}</translation>
    </message>
    <message>
        <source>Shipped {time}, shipment {id}, {status}</source>
        <translation>Verzonden {time}, zending {id}, {status}</translation>
    </message>
</context>
<context>
    <name>ShipmentOption</name>
    <message>
        <source>signature</source>
        <translation>handtekening voor ontvangst</translation>
    </message>
    <message>
        <source>only recipient</source>
        <translation>alleen huisadres</translation>
    </message>
    <message>
        <source>age check</source>
        <translation>leeftijdscheck</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>verzekering</translation>
    </message>
    <message>
        <source>large format</source>
        <translation>groot formaat</translation>
    </message>
    <message>
        <source>return</source>
        <translation>retour bij geen gehoor</translation>
    </message>
    <message>
        <source>printerless return</source>
        <translation>retour zonder printer</translation>
    </message>
    <message>
        <source>hide sender</source>
        <translation>afzender verbergen</translation>
    </message>
    <message>
        <source>same day delivery</source>
        <translation>levering op dezelfde dag</translation>
    </message>
    <message>
        <source>priority delivery</source>
        <translation>voorrangslevering</translation>
    </message>
    <message>
        <source>receipt code</source>
        <translation>ontvangstcode</translation>
    </message>
    <message>
        <source>collect</source>
        <translation>ophalen</translation>
    </message>
    <message>
        <source>fresh food</source>
        <translation>vers voedsel</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>diepvries</translation>
    </message>
</context>
<context>
    <name>ShipmentRules</name>
    <message>
        <source>No shipment yet: Create &amp; print (Ctrl+Enter) creates it and prints its label.</source>
        <translation>Nog geen zending: Aanmaken &amp; printen (Ctrl+Enter) maakt hem aan en print het verzendlabel.</translation>
    </message>
    <message>
        <source>The shipment is cancelled: its label is no longer valid.</source>
        <translation>De zending is geannuleerd: het verzendlabel is niet meer geldig.</translation>
    </message>
    <message>
        <source>No shipment to cancel yet.</source>
        <translation>Nog geen zending om te annuleren.</translation>
    </message>
    <message>
        <source>The shipment is cancelled already.</source>
        <translation>De zending is al geannuleerd.</translation>
    </message>
    <message>
        <source>This service cancels only shipments whose label was not made yet; a label that is not used is not charged.</source>
        <translation>Deze dienst annuleert alleen zendingen waarvan het verzendlabel nog niet is gemaakt; een label dat niet wordt gebruikt, wordt niet in rekening gebracht.</translation>
    </message>
    <message>
        <source>The parcel is with the carrier already; create a return instead.</source>
        <translation>Het pakket is al bij de vervoerder; maak in plaats daarvan een retourzending aan.</translation>
    </message>
    <message>
        <source>The shipment is cancelled, but not all its parcels: the others are with the carrier. Create a return for them instead.</source>
        <translation>De zending is geannuleerd, maar niet al haar pakketten: de andere zijn al bij de vervoerder. Maak er in plaats daarvan een retourzending voor aan.</translation>
    </message>
    <message>
        <source>The shipment is {status}: it is with the carrier, so it can no longer be cancelled. Create a return instead (Ctrl+R).</source>
        <translation>De zending is {status}: hij is bij de vervoerder en kan dus niet meer worden geannuleerd. Maak in plaats daarvan een retourzending aan (Ctrl+R).</translation>
    </message>
    <message>
        <source>No shipment yet: a return needs a shipment that went out.</source>
        <translation>Nog geen zending: een retourzending heeft een verzonden zending nodig.</translation>
    </message>
    <message>
        <source>This is a return shipment already.</source>
        <translation>Dit is al een retourzending.</translation>
    </message>
    <message>
        <source>The shipment is cancelled: there is nothing to return.</source>
        <translation>De zending is geannuleerd: er valt niets te retourneren.</translation>
    </message>
    <message>
        <source>The label is not printed yet: cancel the shipment instead of returning it.</source>
        <translation>Het verzendlabel is nog niet geprint: annuleer de zending in plaats van hem te retourneren.</translation>
    </message>
</context>
<context>
    <name>ShipmentSearchDialog</name>
    <message>
        <source>Created</source>
        <translation>Aangemaakt</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Referentie</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Ontvanger</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>Postcode</translation>
    </message>
    <message>
        <source>Carrier</source>
        <translation>Vervoerder</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Barcode</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Hier</translation>
    </message>
    <message>
        <source>Find a shipment</source>
        <translation>Zending zoeken</translation>
    </message>
    <message>
        <source>Reference, barcode, name or postal code</source>
        <translation>Referentie, barcode, naam of postcode</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Zoeken</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Elke status</translation>
    </message>
    <message>
        <source>Created from</source>
        <translation>Aangemaakt van</translation>
    </message>
    <message>
        <source>to</source>
        <translation>tot en met</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <source>◀ Newer</source>
        <translation>◀ Nieuwer</translation>
    </message>
    <message>
        <source>Older ▶</source>
        <translation>Ouder ▶</translation>
    </message>
    <message>
        <source>Open in the detail</source>
        <translation>Openen in het hoofdvenster</translation>
    </message>
    <message>
        <source>Show the shipment in the main window: tracking, label, returns (or double-click it)</source>
        <translation>De zending in het hoofdvenster tonen: track &amp; trace, verzendlabel, retourzendingen (of dubbelklik erop)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>(the account&apos;s shop)</source>
        <translation>(de winkel van het account)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Zoeken…</translation>
    </message>
    <message>
        <source>The search did not answer: see the error area of the main window.</source>
        <translation>De zoekopdracht gaf geen antwoord: zie het foutengebied van het hoofdvenster.</translation>
    </message>
    <message>
        <source>Search the service for any shipment, also those not in the queue.</source>
        <translation>Elke zending bij de verzenddienst zoeken, ook zendingen die niet in de wachtrij staan.</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Pagina {page} van {pages}</translation>
    </message>
    <message numerus="yes">
        <source>%n shipments found</source>
        <translation>
            <numerusform>%n zending gevonden</numerusform>
            <numerusform>%n zendingen gevonden</numerusform>
        </translation>
    </message>
    <message>
        <source>(return of #{id})</source>
        <translation>(retourzending van #{id})</translation>
    </message>
    <message>
        <source>(parcel of #{id})</source>
        <translation>(pakket van #{id})</translation>
    </message>
    <message>
        <source>No shipment matches the search.</source>
        <translation>Geen zending voldoet aan de zoekopdracht.</translation>
    </message>
    <message>
        <source>in the queue</source>
        <translation>in de wachtrij</translation>
    </message>
</context>
<context>
    <name>ShipmentStatus</name>
    <message>
        <source>pending</source>
        <translation>aangemaakt</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>label geprint</translation>
    </message>
    <message>
        <source>handed over</source>
        <translation>afgeleverd bij vervoerder</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>bezorgd</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>retour</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>geannuleerd</translation>
    </message>
</context>
<context>
    <name>ShopDelivery</name>
    <message numerus="yes">
        <source>These closed days are not dates: {values}. Write each as YYYY-MM-DD, for example 2026-12-24.</source>
        <translation>
            <numerusform>Deze gesloten dag is geen datum: {values}. Schrijf hem als JJJJ-MM-DD, bijvoorbeeld 2026-12-24.</numerusform>
            <numerusform>Deze gesloten dagen zijn geen datums: {values}. Schrijf elke dag als JJJJ-MM-DD, bijvoorbeeld 2026-12-24.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least one day on which the parcels go to the carrier.</source>
        <translation>Kies minstens één dag waarop de pakketten naar de vervoerder gaan.</translation>
    </message>
    <message>
        <source>The days the parcels go to the carrier cannot be read: {value} is not a list of days.</source>
        <translation>De dagen waarop de pakketten naar de vervoerder gaan, zijn niet te lezen: {value} is geen lijst van dagen.</translation>
    </message>
    <message>
        <source>{value} is not a day: days are numbered 1 (Monday) to 7 (Sunday).</source>
        <translation>{value} is geen dag: de dagen zijn genummerd van 1 (maandag) tot 7 (zondag).</translation>
    </message>
    <message>
        <source>A day has settings Station does not know: {keys}.</source>
        <translation>Een dag heeft instellingen die Station niet kent: {keys}.</translation>
    </message>
    <message>
        <source>Day number {days} is listed more than once.</source>
        <translation>Dag nummer {days} staat er meer dan één keer in.</translation>
    </message>
    <message>
        <source>{weekday}&apos;s own cutoff {value} is not a time: write it as HH:MM, for example 15:30.</source>
        <translation>De eigen sluitingstijd van {weekday} ({value}) is geen tijd: schrijf hem als UU:MM, bijvoorbeeld 15:30.</translation>
    </message>
    <message>
        <source>{weekday}&apos;s same-day cutoff {value} is not a time: write it as HH:MM, for example 09:30.</source>
        <translation>De sluitingstijd voor bezorging op dezelfde dag van {weekday} ({value}) is geen tijd: schrijf hem als UU:MM, bijvoorbeeld 09:30.</translation>
    </message>
    <message>
        <source>The cutoff {value} is not a time: write it as HH:MM, for example 15:30.</source>
        <translation>De sluitingstijd {value} is geen tijd: schrijf hem als UU:MM, bijvoorbeeld 15:30.</translation>
    </message>
    <message>
        <source>The handling time must be a whole number of working days from {low} to {high}, not {value}.</source>
        <translation>De verwerkingstijd moet een heel aantal werkdagen van {low} tot {high} zijn, niet {value}.</translation>
    </message>
    <message>
        <source>The delivery days offered must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Het aantal aangeboden bezorgdagen moet een heel getal van {low} tot {high} zijn, niet {value}.</translation>
    </message>
    <message>
        <source>The closed days cannot be read: {value} is not a list of dates.</source>
        <translation>De gesloten dagen zijn niet te lezen: {value} is geen lijst van datums.</translation>
    </message>
    <message>
        <source>The shop is closed on {day}: choose another day.</source>
        <translation>De winkel is gesloten op {day}: kies een andere dag.</translation>
    </message>
</context>
<context>
    <name>ShopFilter</name>
    <message>
        <source>Show the orders of one shop</source>
        <translation>De bestellingen van één winkel tonen</translation>
    </message>
    <message>
        <source>All shops</source>
        <translation>Alle winkels</translation>
    </message>
    <message>
        <source>(default shop)</source>
        <translation>(standaardwinkel)</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Scan</source>
        <translation>Scannen</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Bestellingen</translation>
    </message>
    <message>
        <source>Shipment</source>
        <translation>Zending</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>Printen</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Programma</translation>
    </message>
    <message>
        <source>Go to the scan field</source>
        <translation>Naar het scanveld</translation>
    </message>
    <message>
        <source>Scan to print on/off</source>
        <translation>Scannen is printen aan/uit</translation>
    </message>
    <message>
        <source>Filter the order queue</source>
        <translation>De bestellingen filteren</translation>
    </message>
    <message>
        <source>Fetch open orders from the service</source>
        <translation>Open bestellingen ophalen bij de verzenddienst</translation>
    </message>
    <message>
        <source>Import orders from CSV or JSON…</source>
        <translation>Bestellingen importeren uit CSV of JSON…</translation>
    </message>
    <message>
        <source>Find any shipment at the service…</source>
        <translation>Een zending bij de verzenddienst zoeken…</translation>
    </message>
    <message>
        <source>Go to the order queue</source>
        <translation>Naar de bestellingen</translation>
    </message>
    <message>
        <source>Go to the shipment detail</source>
        <translation>Naar de zending</translation>
    </message>
    <message>
        <source>Go to the printer groups</source>
        <translation>Naar de printergroepen</translation>
    </message>
    <message>
        <source>Create the shipment and print its label</source>
        <translation>Zending aanmaken en verzendlabel printen</translation>
    </message>
    <message>
        <source>Print (or reprint) the label</source>
        <translation>Verzendlabel (opnieuw) printen</translation>
    </message>
    <message>
        <source>Save the label as PDF…</source>
        <translation>Verzendlabel opslaan als pdf…</translation>
    </message>
    <message>
        <source>Cancel the shipment</source>
        <translation>Zending annuleren</translation>
    </message>
    <message>
        <source>Create a return</source>
        <translation>Retourzending aanmaken</translation>
    </message>
    <message>
        <source>Refresh status and tracking</source>
        <translation>Status en track &amp;&amp; trace vernieuwen</translation>
    </message>
    <message>
        <source>Copy the public tracking URL</source>
        <translation>Track &amp;&amp; trace-link kopiëren</translation>
    </message>
    <message>
        <source>Add a note to the order</source>
        <translation>Notitie bij de bestelling</translation>
    </message>
    <message>
        <source>Choose delivery options…</source>
        <translation>Bezorgopties kiezen…</translation>
    </message>
    <message>
        <source>Batch: ship and print the selected orders</source>
        <translation>Batch: gekozen bestellingen verzenden en printen</translation>
    </message>
    <message>
        <source>Stop the running batch</source>
        <translation>Lopende batch stoppen</translation>
    </message>
    <message>
        <source>Printer profiles…</source>
        <translation>Printerprofielen…</translation>
    </message>
    <message>
        <source>Packing slip: shop, logo, where it prints…</source>
        <translation>Pakbon: winkel, logo, waar hij wordt geprint…</translation>
    </message>
    <message>
        <source>Scale: USB or serial…</source>
        <translation>Weegschaal: USB of serieel…</translation>
    </message>
    <message>
        <source>Close the day: handover lists and summary…</source>
        <translation>Dag afsluiten: overdrachtslijsten en overzicht…</translation>
    </message>
    <message>
        <source>Account setup…</source>
        <translation>Account instellen…</translation>
    </message>
    <message>
        <source>Dismiss all error messages</source>
        <translation>Alle foutmeldingen wegklikken</translation>
    </message>
    <message>
        <source>Show these shortcuts</source>
        <translation>Deze sneltoetsen tonen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
</context>
<context>
    <name>SlipMode</name>
    <message>
        <source>With the label</source>
        <translation>Bij het verzendlabel</translation>
    </message>
    <message>
        <source>On its own printer</source>
        <translation>Op een eigen printer</translation>
    </message>
    <message>
        <source>No packing slip</source>
        <translation>Geen pakbon</translation>
    </message>
</context>
<context>
    <name>SlipSettingsDialog</name>
    <message>
        <source>With A6 labels</source>
        <translation>Bij A6-labels</translation>
    </message>
    <message>
        <source>With A4 sheets</source>
        <translation>Bij A4-vellen</translation>
    </message>
    <message>
        <source>With the label: its own A6 page right after the label.</source>
        <translation>Bij het verzendlabel: een eigen A6-pagina direct na het label.</translation>
    </message>
    <message>
        <source>With the label: the sheet&apos;s free half beside the label, else its own A4 page after the sheet.</source>
        <translation>Bij het verzendlabel: de vrije helft van het vel naast het label, anders een eigen A4-pagina na het vel.</translation>
    </message>
    <message>
        <source>Packing slip</source>
        <translation>Pakbon</translation>
    </message>
    <message>
        <source>the shop&apos;s name as customers know it</source>
        <translation>de naam van de winkel zoals klanten hem kennen</translation>
    </message>
    <message>
        <source>a PNG or JPEG; empty: no logo</source>
        <translation>een PNG of JPEG; leeg: geen logo</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Kiezen…</translation>
    </message>
    <message>
        <source>Each order&apos;s lines (quantity, SKU, name, EAN as a barcode), the recipient and the reference go in the box with the parcel. Orders without lines print no slip.</source>
        <translation>De regels van elke bestelling (aantal, SKU, naam, EAN als barcode), de ontvanger en de referentie gaan mee in de doos. Bestellingen zonder regels krijgen geen pakbon.</translation>
    </message>
    <message>
        <source>Shop &amp;name</source>
        <translation>Winkel&amp;naam</translation>
    </message>
    <message>
        <source>&amp;Logo</source>
        <translation>&amp;Logo</translation>
    </message>
    <message>
        <source>System default printer</source>
        <translation>Standaardprinter van het systeem</translation>
    </message>
    <message>
        <source>Its own &amp;printer</source>
        <translation>Eigen &amp;printer</translation>
    </message>
    <message>
        <source>or save the slips as PDF files in this folder (no slip printer)</source>
        <translation>of de pakbonnen als pdf-bestanden in deze map opslaan (geen pakbonprinter)</translation>
    </message>
    <message>
        <source>… or a f&amp;older</source>
        <translation>… of een &amp;map</translation>
    </message>
    <message>
        <source>The shop&apos;s logo</source>
        <translation>Het logo van de winkel</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Afbeeldingen (*.png *.jpg *.jpeg)</translation>
    </message>
</context>
<context>
    <name>StationApp</name>
    <message>
        <source>Not started</source>
        <translation>Niet gestart</translation>
    </message>
    <message>
        <source>Sender not saved</source>
        <translation>Afzender niet opgeslagen</translation>
    </message>
    <message>
        <source>Correct the sender address in Account settings.</source>
        <translation>Verbeter het afzenderadres bij Account instellen.</translation>
    </message>
    <message>
        <source>Delivery options not available</source>
        <translation>Bezorgopties niet beschikbaar</translation>
    </message>
    <message>
        <source>The delivery options window is not part of this build.</source>
        <translation>Het venster met bezorgopties zit niet in deze versie.</translation>
    </message>
    <message>
        <source>Choose the delivery type and options in the shipment detail instead.</source>
        <translation>Kies de bezorgsoort en opties in plaats daarvan bij de zending.</translation>
    </message>
</context>
<context>
    <name>StationError</name>
    <message>
        <source>Order {order}: the shipment breaks a carrier rule.</source>
        <translation>Bestelling {order}: de zending overtreedt een regel van de vervoerder.</translation>
    </message>
    <message>
        <source>Cannot do that</source>
        <translation>Dat kan niet</translation>
    </message>
    <message>
        <source>Order not found</source>
        <translation>Bestelling niet gevonden</translation>
    </message>
    <message>
        <source>Check the scanned code, or import or sync the order first.</source>
        <translation>Controleer de gescande code, of importeer of haal de bestelling eerst op.</translation>
    </message>
    <message>
        <source>Order of several shops</source>
        <translation>Bestelling van meerdere winkels</translation>
    </message>
    <message>
        <source>the default shop</source>
        <translation>de standaardwinkel</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is an order of several shops: {shops}. Nothing was done.</source>
        <translation>&apos;{code}&apos; is een bestelling van meerdere winkels: {shops}. Er is niets gedaan.</translation>
    </message>
    <message>
        <source>Choose the shop in the queue&apos;s shop list and scan again, or scan the shipment&apos;s barcode.</source>
        <translation>Kies de winkel in de winkellijst van de wachtrij en scan opnieuw, of scan de barcode van de zending.</translation>
    </message>
    <message>
        <source>No shipment yet</source>
        <translation>Nog geen zending</translation>
    </message>
    <message>
        <source>Create the shipment first.</source>
        <translation>Maak eerst de zending aan.</translation>
    </message>
    <message>
        <source>Label already printed</source>
        <translation>Verzendlabel al geprint</translation>
    </message>
    <message>
        <source>Use Reprint if the label is lost or damaged.</source>
        <translation>Gebruik Opnieuw printen als het verzendlabel kwijt of beschadigd is.</translation>
    </message>
    <message>
        <source>Shipped at another station</source>
        <translation>Verzonden op een ander station</translation>
    </message>
    <message>
        <source>Nothing new was printed. Reprint from that shipment (Ctrl+P) if its label is lost or damaged.</source>
        <translation>Er is niets nieuws geprint. Print het label van die zending opnieuw (Ctrl+P) als het kwijt of beschadigd is.</translation>
    </message>
    <message>
        <source>Shipped at another station?</source>
        <translation>Verzonden op een ander station?</translation>
    </message>
    <message>
        <source>Station could not ask the service whether another station shipped this order, so it created nothing. Wait until the service answers and try again, or Ship anyway if you are sure it was not shipped.</source>
        <translation>Station kon de verzenddienst niet vragen of een ander station deze bestelling al verzonden heeft, dus is er niets aangemaakt. Wacht tot de dienst antwoordt en probeer het opnieuw, of kies Toch verzenden als u zeker weet dat hij niet verzonden is.</translation>
    </message>
    <message>
        <source>Shipment not valid</source>
        <translation>Zending niet geldig</translation>
    </message>
    <message>
        <source>Correct the shipment.</source>
        <translation>Verbeter de zending.</translation>
    </message>
    <message>
        <source>Service not reachable</source>
        <translation>Verzenddienst niet bereikbaar</translation>
    </message>
    <message>
        <source>Nothing is lost: the work is queued and goes out by itself when the service is back.</source>
        <translation>Er gaat niets verloren: het werk staat in de wachtrij en gaat vanzelf weg zodra de dienst terug is.</translation>
    </message>
    <message>
        <source>Did the label come out?</source>
        <translation>Is het verzendlabel eruit gekomen?</translation>
    </message>
    <message>
        <source>Check the printer, then confirm whether the earlier label was printed.</source>
        <translation>Kijk bij de printer en bevestig dan of het eerdere verzendlabel geprint is.</translation>
    </message>
    <message>
        <source>No printer set up</source>
        <translation>Geen printer ingesteld</translation>
    </message>
    <message>
        <source>Choose a printer for this label format in the printer settings.</source>
        <translation>Kies in de printerinstellingen een printer voor dit labelformaat.</translation>
    </message>
    <message>
        <source>Printer cannot print</source>
        <translation>Printer kan niet printen</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>Niet aangemeld</translation>
    </message>
    <message>
        <source>Configure the account (sandbox, OAuth or API key) first.</source>
        <translation>Stel eerst het account in (sandbox, OAuth of API-sleutel).</translation>
    </message>
    <message>
        <source>Shop not in the account</source>
        <translation>Winkel niet in het account</translation>
    </message>
    <message>
        <source>The order belongs to shop {shop}, and the account has no API key for it (it holds {held}).</source>
        <translation>De bestelling hoort bij winkel {shop}, en het account heeft daarvoor geen API-sleutel (het heeft {held}).</translation>
    </message>
    <message>
        <source>The order belongs to shop {shop}, and the account has no API key for it (it holds no shop).</source>
        <translation>De bestelling hoort bij winkel {shop}, en het account heeft daarvoor geen API-sleutel (het heeft geen winkel).</translation>
    </message>
    <message>
        <source>Add shop {shop} with its API key in Account settings, or correct the order&apos;s shop. Nothing was sent for this order.</source>
        <translation>Voeg winkel {shop} met zijn API-sleutel toe bij Account instellen, of verbeter de winkel van de bestelling. Voor deze bestelling is niets verstuurd.</translation>
    </message>
    <message>
        <source>Unusable answer from the service</source>
        <translation>Onbruikbaar antwoord van de verzenddienst</translation>
    </message>
    <message>
        <source>Nothing was printed or changed at this station. Try again later; if it repeats, report it to the shipping service with the time and the message above.</source>
        <translation>Op dit station is niets geprint of gewijzigd. Probeer het later opnieuw; gebeurt het weer, meld het dan aan de verzenddienst met het tijdstip en de melding hierboven.</translation>
    </message>
    <message>
        <source>The service did not answer. Station looks up whether the request arrived before it sends it again.</source>
        <translation>De verzenddienst antwoordde niet. Station kijkt eerst of het verzoek is aangekomen voordat het opnieuw wordt verstuurd.</translation>
    </message>
    <message>
        <source>Station could not reach the service (no connection).</source>
        <translation>Station kon de verzenddienst niet bereiken (geen verbinding).</translation>
    </message>
    <message>
        <source>Return not possible</source>
        <translation>Retourzending niet mogelijk</translation>
    </message>
    <message>
        <source>Only a printed or handed-over shipment can be returned; a pending one is cancelled instead.</source>
        <translation>Alleen een geprinte of aan de vervoerder overgedragen zending kan retour; een zending die nog openstaat annuleert u.</translation>
    </message>
    <message>
        <source>The service refused</source>
        <translation>De verzenddienst weigerde</translation>
    </message>
    <message>
        <source>Check this table&apos;s network link to the shop&apos;s database server, or ask whoever looks after that server; Station tries again by itself. Orders this table holds can still be scanned: they are kept here until the shared queue answers.</source>
        <translation>Controleer de netwerkverbinding van deze tafel met de databaseserver van de winkel, of vraag het aan wie die server beheert; Station probeert het zelf opnieuw. Orders die deze tafel vasthoudt, kunnen nog gescand worden: ze worden hier bewaard tot de gedeelde wachtrij weer antwoordt.</translation>
    </message>
    <message>
        <source>Local database unavailable</source>
        <translation>Lokale database niet beschikbaar</translation>
    </message>
    <message>
        <source>Free disk space, close any other Station, or check the data folder&apos;s permissions; then try again.</source>
        <translation>Maak schijfruimte vrij, sluit andere Stations of controleer de rechten van de gegevensmap; probeer het dan opnieuw.</translation>
    </message>
    <message>
        <source>No secure keyring</source>
        <translation>Geen beveiligde sleutelhanger</translation>
    </message>
    <message>
        <source>Install or unlock a system keyring.</source>
        <translation>Installeer of ontgrendel een sleutelhanger van het systeem.</translation>
    </message>
    <message>
        <source>Delivery choice not usable</source>
        <translation>Bezorgkeuze niet bruikbaar</translation>
    </message>
    <message>
        <source>Correct the delivery choice.</source>
        <translation>Verbeter de bezorgkeuze.</translation>
    </message>
    <message>
        <source>File or device error</source>
        <translation>Fout in bestand of apparaat</translation>
    </message>
    <message>
        <source>Check the file or device, then try again.</source>
        <translation>Controleer het bestand of apparaat en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Onverwachte fout</translation>
    </message>
    <message>
        <source>{error} in Station.</source>
        <translation>{error} in Station.</translation>
    </message>
    <message>
        <source>This is a bug in Station; the log has details. Try again, and report it if it repeats.</source>
        <translation>Dit is een fout in Station; het logboek heeft de details. Probeer het opnieuw en meld het als het terugkomt.</translation>
    </message>
    <message>
        <source>Request refused</source>
        <translation>Verzoek geweigerd</translation>
    </message>
    <message>
        <source>Sign-in no longer valid</source>
        <translation>Aanmelding niet meer geldig</translation>
    </message>
    <message>
        <source>Not permitted</source>
        <translation>Niet toegestaan</translation>
    </message>
    <message>
        <source>Shop not active</source>
        <translation>Winkel niet actief</translation>
    </message>
    <message>
        <source>Carrier not active</source>
        <translation>Vervoerder niet actief</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Niet gevonden</translation>
    </message>
    <message>
        <source>Already with the carrier</source>
        <translation>Al bij de vervoerder</translation>
    </message>
    <message>
        <source>Options not allowed together</source>
        <translation>Opties niet samen toegestaan</translation>
    </message>
    <message>
        <source>A field is not valid</source>
        <translation>Een veld is niet geldig</translation>
    </message>
    <message>
        <source>Too many requests</source>
        <translation>Te veel verzoeken</translation>
    </message>
    <message>
        <source>A required field is empty</source>
        <translation>Een verplicht veld is leeg</translation>
    </message>
    <message>
        <source>Service or connection failed</source>
        <translation>Dienst of verbinding mislukt</translation>
    </message>
    <message>
        <source>Cancelled order</source>
        <translation>Geannuleerde bestelling</translation>
    </message>
    <message>
        <source>Answer the question above the shipment: Ship again creates a new shipment and label (Ctrl+Enter).</source>
        <translation>Beantwoord de vraag boven de zending: Opnieuw verzenden maakt een nieuwe zending en een nieuw verzendlabel aan (Ctrl+Enter).</translation>
    </message>
    <message>
        <source>Sheet slots used already</source>
        <translation>Vakken op het vel al gebruikt</translation>
    </message>
    <message>
        <source>Print it again: Station places it on the free slots of the sheet in the tray.</source>
        <translation>Print het opnieuw: Station zet het op de vrije vakken van het vel in de lade.</translation>
    </message>
    <message>
        <source>Label already queued</source>
        <translation>Verzendlabel staat al in de wachtrij</translation>
    </message>
    <message>
        <source>Not an order of the service</source>
        <translation>Geen bestelling van de verzenddienst</translation>
    </message>
    <message>
        <source>Notes can only be added to orders that came from the service (sync), not to imported ones.</source>
        <translation>Notities kunnen alleen bij bestellingen die van de verzenddienst komen (ophalen), niet bij geïmporteerde.</translation>
    </message>
    <message>
        <source>Order {order} has no shipment.</source>
        <translation>Bestelling {order} heeft geen zending.</translation>
    </message>
    <message>
        <source>The delivery choice of order {order} cannot be used: {problems}</source>
        <translation>De bezorgkeuze van bestelling {order} is niet bruikbaar: {problems}</translation>
    </message>
    <message>
        <source>was shipped at another station and cancelled there ({where})</source>
        <translation>is op een ander station verzonden en daar geannuleerd ({where})</translation>
    </message>
    <message>
        <source>shipment #{id} was cancelled</source>
        <translation>zending #{id} is geannuleerd</translation>
    </message>
    <message>
        <source>{reference}: {where}. Ship it again?</source>
        <translation>{reference}: {where}. Opnieuw verzenden?</translation>
    </message>
    <message>
        <source>The service has no tracking for shipment {id} yet.</source>
        <translation>De verzenddienst heeft nog geen track &amp; trace voor zending {id}.</translation>
    </message>
    <message>
        <source>Order {order} was imported from a file; it has no order on the service.</source>
        <translation>Bestelling {order} is uit een bestand geïmporteerd; bij de verzenddienst bestaat ze niet.</translation>
    </message>
    <message>
        <source>No order or shipment matches &apos;{code}&apos;.</source>
        <translation>Geen bestelling of zending gevonden bij &apos;{code}&apos;.</translation>
    </message>
    <message>
        <source>Label not paid yet</source>
        <translation>Verzendlabel nog niet betaald</translation>
    </message>
    <message>
        <source>This account pays in advance: pay the label in the MyParcel back office (or top up the balance), then print again.</source>
        <translation>Dit account betaalt vooraf: betaal het label in de backoffice van MyParcel (of vul het tegoed aan) en print dan opnieuw.</translation>
    </message>
    <message>
        <source>Account not activated yet</source>
        <translation>Account nog niet geactiveerd</translation>
    </message>
    <message>
        <source>The account is not activated yet: until it is, only the first two shipments may go, and only within the Netherlands and Belgium. Ask MyParcel to activate it.</source>
        <translation>Het account is nog niet geactiveerd: tot dan mogen alleen de eerste twee zendingen weg, en alleen binnen Nederland en België. Vraag MyParcel het te activeren.</translation>
    </message>
    <message>
        <source>Shipment limit reached</source>
        <translation>Zendinglimiet bereikt</translation>
    </message>
    <message>
        <source>The account has reached its shipment limit; ask MyParcel to activate it or raise the limit.</source>
        <translation>Het account heeft zijn zendinglimiet bereikt; vraag MyParcel het te activeren of de limiet te verhogen.</translation>
    </message>
    <message>
        <source>Cannot cancel after the label</source>
        <translation>Annuleren kan niet meer na het verzendlabel</translation>
    </message>
    <message>
        <source>Its label exists, so the service no longer cancels it; a label that is not used is not charged.</source>
        <translation>Het verzendlabel bestaat al, dus de dienst annuleert de zending niet meer; een label dat niet wordt gebruikt, wordt niet in rekening gebracht.</translation>
    </message>
    <message>
        <source>Printerless return</source>
        <translation>Retour zonder printer</translation>
    </message>
    <message>
        <source>The customer shows the QR code at the drop-off point; there is no label to print.</source>
        <translation>De klant laat de QR-code zien bij het inleverpunt; er is geen label om te printen.</translation>
    </message>
    <message>
        <source>Return not found</source>
        <translation>Retourzending niet gevonden</translation>
    </message>
    <message>
        <source>Select the order again: its returns are read anew.</source>
        <translation>Selecteer de bestelling opnieuw: de retourzendingen worden opnieuw gelezen.</translation>
    </message>
    <message>
        <source>Shipment {id} is not a return of order {order}.</source>
        <translation>Zending {id} is geen retourzending van bestelling {order}.</translation>
    </message>
    <message>
        <source>Return #{id} was cancelled: it has no label.</source>
        <translation>Retourzending #{id} is geannuleerd: er is geen verzendlabel.</translation>
    </message>
    <message>
        <source>Return #{id} is printerless: the customer shows its QR code.</source>
        <translation>Retourzending #{id} is zonder printer: de klant toont de QR-code.</translation>
    </message>
    <message>
        <source>Not every parcel cancelled</source>
        <translation>Niet alle pakketten geannuleerd</translation>
    </message>
    <message>
        <source>Cancel again (Ctrl+Shift+Delete) once the service answers: only these parcels are sent.</source>
        <translation>Annuleer opnieuw (Ctrl+Shift+Delete) zodra de verzenddienst antwoordt: alleen deze pakketten worden verstuurd.</translation>
    </message>
    <message>
        <source>These parcels are with the carrier: they can no longer be cancelled. Create a return for them, or tell the carrier not to deliver them.</source>
        <translation>Deze pakketten zijn al bij de vervoerder: ze kunnen niet meer worden geannuleerd. Maak er een retourzending voor aan, of vraag de vervoerder ze niet te bezorgen.</translation>
    </message>
    <message>
        <source>Parcel {number} of {count} (#{id}) is not: {reason}</source>
        <translation>Pakket {number} van {count} (#{id}) niet: {reason}</translation>
    </message>
    <message>
        <source>{reference}: shipment #{id} (parcel 1 of {count}) is cancelled.</source>
        <translation>{reference}: zending #{id} (pakket 1 van {count}) is geannuleerd.</translation>
    </message>
    <message>
        <source>Webhook not added</source>
        <translation>Webhook niet toegevoegd</translation>
    </message>
    <message>
        <source>Correct the event or the address, then add it again.</source>
        <translation>Verbeter de gebeurtenis of het adres en voeg hem opnieuw toe.</translation>
    </message>
    <message>
        <source>No service is configured.</source>
        <translation>Er is geen verzenddienst ingesteld.</translation>
    </message>
    <message>
        <source>The OAuth client id or secret is missing.</source>
        <translation>De OAuth-client-id of het geheim ontbreekt.</translation>
    </message>
    <message>
        <source>No API key for shop {shop} in the keyring.</source>
        <translation>Geen API-sleutel voor winkel {shop} in de sleutelhanger.</translation>
    </message>
    <message>
        <source>In progress at another table</source>
        <translation>In behandeling bij een andere tafel</translation>
    </message>
    <message>
        <source>Leave it to that table; it is free again once that table is done with it (or stopped for good).</source>
        <translation>Laat het aan die tafel over; het komt weer vrij zodra die tafel ermee klaar is (of voorgoed gestopt).</translation>
    </message>
    <message>
        <source>No order {order} in the queue.</source>
        <translation>Geen bestelling {order} in de wachtrij.</translation>
    </message>
    <message>
        <source>The label positions are not valid.</source>
        <translation>De posities van de verzendlabels zijn ongeldig.</translation>
    </message>
    <message>
        <source>Search not possible</source>
        <translation>Zoeken niet mogelijk</translation>
    </message>
    <message>
        <source>Correct the search and try again.</source>
        <translation>Verbeter de zoekopdracht en probeer het opnieuw.</translation>
    </message>
    <message>
        <source>The first day ({first}) is after the last ({last}).</source>
        <translation>De eerste dag ({first}) ligt na de laatste ({last}).</translation>
    </message>
    <message>
        <source>Search first.</source>
        <translation>Zoek eerst.</translation>
    </message>
    <message>
        <source>There is no page {number}.</source>
        <translation>Er is geen pagina {number}.</translation>
    </message>
    <message>
        <source>There is no page {number}: the search has {pages}.</source>
        <translation>Er is geen pagina {number}: de zoekopdracht heeft er {pages}.</translation>
    </message>
    <message>
        <source>Could not ask the service whether another station shipped {reference} ({reason}); nothing was created.</source>
        <translation>Kon de verzenddienst niet vragen of een ander station {reference} al verzonden heeft ({reason}); er is niets aangemaakt.</translation>
    </message>
    <message>
        <source>Shared queue not reachable</source>
        <translation>Gedeelde wachtrij onbereikbaar</translation>
    </message>
    <message>
        <source>Nothing is lost: this table holds the order, keeps the request and hands it to the shared queue once it answers; only then is the shipment created and the label printed.</source>
        <translation>Er gaat niets verloren: deze tafel houdt de bestelling vast, bewaart het verzoek en geeft het door aan de gedeelde wachtrij zodra die antwoordt; pas dan wordt de zending aangemaakt en het label geprint.</translation>
    </message>
    <message>
        <source>Orders claimed here before the link was lost can still be scanned. For this one, wait until the status bar shows the shared queue in green again, then try again.</source>
        <translation>Bestellingen die hier waren opgepakt voordat de verbinding wegviel, kunnen nog worden gescand. Wacht voor deze tot de statusbalk de gedeelde wachtrij weer groen toont en probeer het dan opnieuw.</translation>
    </message>
</context>
<context>
    <name>StationStatusBar</name>
    <message>
        <source>● Not checked</source>
        <translation>● Niet gecontroleerd</translation>
    </message>
    <message>
        <source>● Connected</source>
        <translation>● Verbonden</translation>
    </message>
    <message>
        <source>● No connection</source>
        <translation>● Geen verbinding</translation>
    </message>
    <message>
        <source>Account: {account}</source>
        <translation>Account: {account}</translation>
    </message>
    <message>
        <source>No account</source>
        <translation>Geen account</translation>
    </message>
    <message>
        <source>Nothing pending</source>
        <translation>Niets in de wachtrij</translation>
    </message>
    <message numerus="yes">
        <source>%n pending</source>
        <translation>
            <numerusform>%n in de wachtrij</numerusform>
            <numerusform>%n in de wachtrij</numerusform>
        </translation>
    </message>
    <message>
        <source>Shipments and prints waiting to be sent; Station retries them when the service answers again.</source>
        <translation>Zendingen en printopdrachten die nog weg moeten; Station probeert het opnieuw zodra de verzenddienst weer antwoordt.</translation>
    </message>
    <message>
        <source>● Shared queue</source>
        <translation>● Gedeelde wachtrij</translation>
    </message>
    <message>
        <source>Several packing tables, one queue: {where}</source>
        <translation>Meerdere inpaktafels, één wachtrij: {where}</translation>
    </message>
    <message>
        <source>The shop&apos;s database ({where}) cannot be reached. Orders claimed here can still be scanned: each is kept at this table and created and printed once the database answers again; other orders cannot be claimed until then. Nothing is lost; Station keeps trying.</source>
        <translation>De database van de winkel ({where}) is niet bereikbaar. Hier opgepakte bestellingen kunnen nog worden gescand: elk wordt aan deze tafel bewaard en aangemaakt en geprint zodra de database weer antwoordt; andere bestellingen kunnen tot dan niet worden opgepakt. Er gaat niets verloren; Station blijft het proberen.</translation>
    </message>
    <message>
        <source>● Shared queue unreachable</source>
        <translation>● Gedeelde wachtrij onbereikbaar</translation>
    </message>
    <message>
        <source>● Shared queue unreachable since {since} · claims ran out at {until}</source>
        <translation>● Gedeelde wachtrij onbereikbaar sinds {since} · opgepakte bestellingen vrij sinds {until}</translation>
    </message>
    <message numerus="yes">
        <source>● Shared queue unreachable since {since} · %Ln held until {until}</source>
        <translation>
            <numerusform>● Gedeelde wachtrij onbereikbaar sinds {since} · %Ln vastgehouden tot {until}</numerusform>
            <numerusform>● Gedeelde wachtrij onbereikbaar sinds {since} · %Ln vastgehouden tot {until}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n waiting here</source>
        <translation>
            <numerusform> · %n wacht hier</numerusform>
            <numerusform> · %n wachten hier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Requests kept at this table: %n. Nothing of them was created or printed yet: they go to the shared queue once it answers, and are created and printed then, unless another table took the order meanwhile.</source>
        <translation>
            <numerusform>Verzoeken bewaard aan deze tafel: %n. Daarvan is nog niets aangemaakt of geprint: ze gaan naar de gedeelde wachtrij zodra die antwoordt en worden dan aangemaakt en geprint, tenzij een andere tafel de bestelling intussen heeft overgenomen.</numerusform>
            <numerusform>Verzoeken bewaard aan deze tafel: %n. Daarvan is nog niets aangemaakt of geprint: ze gaan naar de gedeelde wachtrij zodra die antwoordt en worden dan aangemaakt en geprint, tenzij een andere tafel de bestelling intussen heeft overgenomen.</numerusform>
        </translation>
    </message>
    <message>
        <source>This table&apos;s claims ran out at {until}: other tables may take its orders now; those nobody took are its own again once the database answers.</source>
        <translation>Wat deze tafel had opgepakt, is sinds {until} niet meer van haar: andere tafels mogen die bestellingen nu overnemen; wat niemand overnam, is weer van deze tafel zodra de database antwoordt.</translation>
    </message>
    <message numerus="yes">
        <source>Orders claimed here: %Ln. They stay this table&apos;s until {until}: no other table can take them before.</source>
        <translation>
            <numerusform>Hier opgepakte bestellingen: %Ln. Ze blijven tot {until} van deze tafel: geen andere tafel kan ze eerder overnemen.</numerusform>
            <numerusform>Hier opgepakte bestellingen: %Ln. Ze blijven tot {until} van deze tafel: geen andere tafel kan ze eerder overnemen.</numerusform>
        </translation>
    </message>
    <message>
        <source>● Shared queue unreachable since {since}</source>
        <translation>● Gedeelde wachtrij onbereikbaar sinds {since}</translation>
    </message>
</context>
<context>
    <name>SyncProgressView</name>
    <message>
        <source>Reading the direct printing account&apos;s state</source>
        <translation>De status van het account voor direct printen lezen</translation>
    </message>
    <message>
        <source>Waiting for the account to be ready (now: %s; asked %d times)</source>
        <translation>Wachten tot het account klaar is (nu: %s; %d keer gevraagd)</translation>
    </message>
    <message>
        <source>Reading the printer list</source>
        <translation>De printerlijst lezen</translation>
    </message>
    <message>
        <source>Printer list before the sync: %d printers</source>
        <translation>Printerlijst voor de synchronisatie: %d printers</translation>
    </message>
    <message>
        <source>Asking the service to sync the printers</source>
        <translation>De dienst vragen de printers te synchroniseren</translation>
    </message>
    <message>
        <source>Sync asked for</source>
        <translation>Synchronisatie gevraagd</translation>
    </message>
    <message>
        <source>Waiting for the printer list to change (read %d times; %d printers now)</source>
        <translation>Wachten tot de printerlijst verandert (%d keer gelezen; nu %d printers)</translation>
    </message>
    <message>
        <source>Account: %s — the service may add no printers until direct printing is enabled</source>
        <translation>Account: %s — de dienst voegt misschien geen printers toe zolang direct printen niet is ingeschakeld</translation>
    </message>
    <message>
        <source>Account: %s</source>
        <translation>Account: %s</translation>
    </message>
</context>
<context>
    <name>TrackingTab</name>
    <message>
        <source>Copy</source>
        <translation>Kopiëren</translation>
    </message>
    <message>
        <source>Copy the public tracking URL for the customer (Ctrl+Shift+C)</source>
        <translation>De openbare track &amp; trace-link voor de klant kopiëren (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Barcode</translation>
    </message>
    <message>
        <source>Parcels</source>
        <translation>Pakketten</translation>
    </message>
    <message>
        <source>Tracking URL</source>
        <translation>Track &amp; trace-link</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wanneer</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Wat er gebeurde</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Waar</translation>
    </message>
    <message>
        <source>— comes with the label</source>
        <translation>— komt met het verzendlabel</translation>
    </message>
    <message>
        <source>Parcel {number} of {count}: {barcode} ({status})</source>
        <translation>Pakket {number} van {count}: {barcode} ({status})</translation>
    </message>
</context>
<context>
    <name>UnknownPrintQuestion</name>
    <message>
        <source>&lt;b&gt;Did the label of {orders} come out of the printer?&lt;/b&gt; Station stopped while sending it to {printer}. Look in the printer&apos;s tray, then answer.</source>
        <translation>&lt;b&gt;Is het verzendlabel van {orders} uit de printer gekomen?&lt;/b&gt; Station stopte terwijl het naar {printer} werd gestuurd. Kijk in de lade van de printer en antwoord dan.</translation>
    </message>
    <message>
        <source>It came out</source>
        <translation>Het is eruit gekomen</translation>
    </message>
    <message>
        <source>The label is there: nothing is printed again</source>
        <translation>Het label is er: er wordt niets opnieuw geprint</translation>
    </message>
    <message>
        <source>Not printed — print it now</source>
        <translation>Niet geprint — nu printen</translation>
    </message>
    <message>
        <source>No label came out: print it once now</source>
        <translation>Er kwam geen label uit: nu één keer printen</translation>
    </message>
</context>
<context>
    <name>UnprintedRow</name>
    <message>
        <source>Print their labels</source>
        <translation>Hun labels printen</translation>
    </message>
    <message>
        <source>Print the labels of these shipments now, in the batch&apos;s format</source>
        <translation>De labels van deze zendingen nu printen, in het formaat van de batch</translation>
    </message>
    <message>
        <source>Cancel these shipments…</source>
        <translation>Deze zendingen annuleren…</translation>
    </message>
    <message>
        <source>Cancel these shipments at the carrier (asks once more)</source>
        <translation>Deze zendingen bij de vervoerder annuleren (vraagt het nog een keer)</translation>
    </message>
    <message>
        <source>No, keep them</source>
        <translation>Nee, houden</translation>
    </message>
    <message numerus="yes">
        <source>{shown} and %n more</source>
        <translation>
            <numerusform>{shown} en nog %n</numerusform>
            <numerusform>{shown} en nog %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n created but not printed&lt;/b&gt; (the shipments exist at the carrier): {shown}.</source>
        <translation>
            <numerusform>&lt;b&gt;%n aangemaakt maar niet geprint&lt;/b&gt; (de zending bestaat bij de vervoerder): {shown}.</numerusform>
            <numerusform>&lt;b&gt;%n aangemaakt maar niet geprint&lt;/b&gt; (de zendingen bestaan bij de vervoerder): {shown}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Yes, cancel %n shipments</source>
        <translation>
            <numerusform>Ja, %n zending annuleren</numerusform>
            <numerusform>Ja, %n zendingen annuleren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Webhooks</name>
    <message>
        <source>The port after the colon must be a number from 1 to 65535.</source>
        <translation>De poort na de dubbele punt moet een getal van 1 tot 65535 zijn.</translation>
    </message>
    <message>
        <source>Enter the address the service should call, starting with https://.</source>
        <translation>Vul het adres in dat de verzenddienst moet aanroepen, beginnend met https://.</translation>
    </message>
    <message>
        <source>The address is {length} characters long; at most {limit} are accepted.</source>
        <translation>Het adres is {length} tekens lang; maximaal {limit} zijn toegestaan.</translation>
    </message>
    <message>
        <source>The address contains a space; remove it (or write it as {escaped}).</source>
        <translation>Het adres bevat een spatie; haal die weg (of schrijf hem als {escaped}).</translation>
    </message>
    <message>
        <source>The service calls only https addresses: write https:// instead of http://.</source>
        <translation>De verzenddienst roept alleen https-adressen aan: schrijf https:// in plaats van http://.</translation>
    </message>
    <message>
        <source>The address must start with https://.</source>
        <translation>Het adres moet beginnen met https://.</translation>
    </message>
    <message>
        <source>There is no host name after https:// (for example https://shop.example.nl/hooks).</source>
        <translation>Er staat geen hostnaam na https:// (bijvoorbeeld https://shop.example.nl/hooks).</translation>
    </message>
    <message>
        <source>Leave the user name and password out of the address: it would be stored and sent as written.</source>
        <translation>Laat gebruikersnaam en wachtwoord uit het adres weg: ze zouden worden opgeslagen en verstuurd zoals ze er staan.</translation>
    </message>
    <message>
        <source>{host} is this computer or a private network: the service on the internet cannot reach it. Use the public host name of the shop&apos;s server.</source>
        <translation>{host} is deze computer of een privénetwerk: de verzenddienst op internet kan het niet bereiken. Gebruik de openbare hostnaam van de server van de winkel.</translation>
    </message>
    <message>
        <source>{host} is not a full host name; write it with its domain (for example {host}.example.nl).</source>
        <translation>{host} is geen volledige hostnaam; schrijf hem met zijn domein (bijvoorbeeld {host}.example.nl).</translation>
    </message>
    <message>
        <source>Remove the part after # from the address: it never reaches the server.</source>
        <translation>Haal het deel na # uit het adres: dat bereikt de server nooit.</translation>
    </message>
    <message>
        <source>Choose the event the service should report.</source>
        <translation>Kies de gebeurtenis die de verzenddienst moet melden.</translation>
    </message>
    <message>
        <source>{hook} is not an event the service reports.</source>
        <translation>{hook} is geen gebeurtenis die de verzenddienst meldt.</translation>
    </message>
    <message>
        <source>{hook} already goes to {url}; one address per event: remove that subscription first.</source>
        <translation>{hook} gaat al naar {url}; één adres per gebeurtenis: verwijder eerst dat abonnement.</translation>
    </message>
    <message>
        <source>A shipment&apos;s status changed (printed, handed over, delivered, returned)</source>
        <translation>De status van een zending is veranderd (label geprint, afgeleverd bij vervoerder, bezorgd, retour)</translation>
    </message>
    <message>
        <source>A shipment&apos;s label was made</source>
        <translation>Het verzendlabel van een zending is gemaakt</translation>
    </message>
    <message>
        <source>A fulfilment order&apos;s status changed</source>
        <translation>De status van een fulfilmentbestelling is veranderd</translation>
    </message>
</context>
<context>
    <name>WebhooksDialog</name>
    <message>
        <source>Webhooks</source>
        <translation>Webhooks</translation>
    </message>
</context>
<context>
    <name>WebhooksPanel</name>
    <message>
        <source>The service calls these https addresses of your shop&apos;s server when something happens: one address per event. Station itself does not need them.</source>
        <translation>De dienst roept deze https-adressen van de server van uw winkel aan als er iets gebeurt: één adres per gebeurtenis. Station zelf heeft ze niet nodig.</translation>
    </message>
    <message>
        <source>&amp;Shop</source>
        <translation>&amp;Winkel</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Gebeurtenis</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>No webhooks yet.</source>
        <translation>Nog geen webhooks.</translation>
    </message>
    <message>
        <source>Choose an event…</source>
        <translation>Kies een gebeurtenis…</translation>
    </message>
    <message>
        <source>&amp;Add webhook</source>
        <translation>Webhook &amp;toevoegen</translation>
    </message>
    <message>
        <source>Add a webhook</source>
        <translation>Een webhook toevoegen</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Gebeurtenis</translation>
    </message>
    <message>
        <source>Add&amp;ress</source>
        <translation>A&amp;dres</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Verwijderen…</translation>
    </message>
    <message>
        <source>Reading the webhooks…</source>
        <translation>Webhooks lezen…</translation>
    </message>
    <message>
        <source>The webhooks could not be read; see the message in the window.</source>
        <translation>De webhooks konden niet worden gelezen; zie de melding in het venster.</translation>
    </message>
    <message>
        <source>Added: {event} → {address}</source>
        <translation>Toegevoegd: {event} → {address}</translation>
    </message>
    <message>
        <source>Remove webhook</source>
        <translation>Webhook verwijderen</translation>
    </message>
    <message>
        <source>Stop sending %s to %s? The shop&apos;s server no longer hears of it.</source>
        <translation>Stoppen met %s sturen naar %s? De server van de winkel hoort er dan niets meer van.</translation>
    </message>
    <message>
        <source>Removed.</source>
        <translation>Verwijderd.</translation>
    </message>
</context>
<context>
    <name>Weighing</name>
    <message>
        <source>{grams} g fits a mailbox package (up to 2 kg, at most 2 cm thick): cheaper than a package</source>
        <translation>{grams} g past in een brievenbuspakje (tot 2 kg, hoogstens 2 cm dik): goedkoper dan een pakket</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;Shipment</source>
        <translation>&amp;Zending</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>B&amp;atch</translation>
    </message>
    <message>
        <source>&amp;Printing</source>
        <translation>&amp;Printen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>B&amp;eeld</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
</context>
<context>
    <name>_ErrorEntry</name>
    <message>
        <source>Retry: {advice}</source>
        <translation>Opnieuw proberen: {advice}</translation>
    </message>
    <message>
        <source>Correct: {advice}</source>
        <translation>Oplossen: {advice}</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Dismiss (Ctrl+Shift+D dismisses all)</source>
        <translation>Wegklikken (Ctrl+Shift+D klikt alles weg)</translation>
    </message>
</context>
</TS>
