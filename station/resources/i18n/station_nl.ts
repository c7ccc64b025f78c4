<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
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
        <translation>Status bij de dienst</translation>
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
        <source>Synchronising the printer list…</source>
        <translation>Printerlijst wordt gesynchroniseerd…</translation>
    </message>
    <message>
        <source>The sync could not be started.</source>
        <translation>De synchronisatie kon niet worden gestart.</translation>
    </message>
    <message>
        <source>No change to the printer list yet; the sync may still be running. Refresh later.</source>
        <translation>De printerlijst is nog niet veranderd; de synchronisatie loopt misschien nog. Vernieuw straks.</translation>
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
    <message>
        <source>%d printers found on this computer.</source>
        <translation>%d printers gevonden op deze computer.</translation>
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
    <name>ProfileEditor</name>
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
    <name>SheetPicker</name>
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
        <translation>Status en track &amp; trace vernieuwen</translation>
    </message>
    <message>
        <source>Copy the public tracking URL</source>
        <translation>Track &amp; trace-link kopiëren</translation>
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
    <name>StationError</name>
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
        <translation>Verbeteren: {advice}</translation>
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
