<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>DeliveryType</name>
    <message>
        <source>morning</source>
        <translation>livraison le matin</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>evening</source>
        <translation>livraison le soir</translation>
    </message>
    <message>
        <source>pickup</source>
        <translation>point relais</translation>
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
        <translation>La demande est mal formée ; corrigez la saisie.</translation>
    </message>
    <message>
        <source>The sign-in is no longer valid; sign in again or check the API key.</source>
        <translation>La connexion n&apos;est plus valable ; reconnectez-vous ou vérifiez la clé API.</translation>
    </message>
    <message>
        <source>This account may not do this; ask for a token with the right permissions.</source>
        <translation>Ce compte n&apos;y est pas autorisé ; demandez un jeton avec les bons droits.</translation>
    </message>
    <message>
        <source>The shop is paused or its contract is not active; contact the carrier contract.</source>
        <translation>La boutique est en pause ou son contrat n&apos;est pas actif ; contactez le responsable du contrat transporteur.</translation>
    </message>
    <message>
        <source>This carrier is not activated for the shop; choose another carrier or activate it.</source>
        <translation>Ce transporteur n&apos;est pas activé pour la boutique ; choisissez-en un autre ou activez-le.</translation>
    </message>
    <message>
        <source>It does not exist (any more); refresh the list.</source>
        <translation>Cela n&apos;existe pas (ou plus) ; actualisez la liste.</translation>
    </message>
    <message>
        <source>The parcel is already with the carrier; create a return instead.</source>
        <translation>Le colis est déjà chez le transporteur ; créez plutôt un envoi retour.</translation>
    </message>
    <message>
        <source>This carrier does not allow these options together; correct the options.</source>
        <translation>Ce transporteur n&apos;accepte pas ces options ensemble ; corrigez les options.</translation>
    </message>
    <message>
        <source>A field is not valid; correct the input.</source>
        <translation>Un champ n&apos;est pas valable ; corrigez la saisie.</translation>
    </message>
    <message>
        <source>Too many requests; retry later.</source>
        <translation>Trop de demandes ; réessayez plus tard.</translation>
    </message>
    <message>
        <source>A required field is empty; fill it in.</source>
        <translation>Un champ obligatoire est vide ; remplissez-le.</translation>
    </message>
    <message>
        <source>The service or the connection failed; retry later.</source>
        <translation>Le service ou la connexion a échoué ; réessayez plus tard.</translation>
    </message>
</context>
<context>
    <name>ErrorRouting</name>
    <message>
        <source>Create return</source>
        <translation>Créer un envoi retour</translation>
    </message>
    <message>
        <source>Ship anyway…</source>
        <translation>Expédier quand même…</translation>
    </message>
</context>
<context>
    <name>FormatSlot</name>
    <message>
        <source>— no printer —</source>
        <translation>— aucune imprimante —</translation>
    </message>
    <message>
        <source>unknown printer %s</source>
        <translation>imprimante inconnue %s</translation>
    </message>
    <message>
        <source>Printers that take %s; or drag a printer here</source>
        <translation>Imprimantes acceptant le %s ; ou glissez une imprimante ici</translation>
    </message>
    <message>
        <source>Unassign the %s printer</source>
        <translation>Retirer l&apos;imprimante %s</translation>
    </message>
    <message>
        <source>Unassign %s</source>
        <translation>Retirer %s</translation>
    </message>
</context>
<context>
    <name>GroupCard</name>
    <message>
        <source>Edit and press Enter to rename</source>
        <translation>Modifiez puis appuyez sur Entrée pour renommer</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Shops: %s</source>
        <translation>Boutiques : %s</translation>
    </message>
    <message>
        <source>shop ids, e.g. 2002</source>
        <translation>numéros de boutique, p. ex. 2002</translation>
    </message>
    <message>
        <source>Allow shops</source>
        <translation>Autoriser des boutiques</translation>
    </message>
</context>
<context>
    <name>HelpOverlay</name>
    <message>
        <source>&lt;h2&gt;Keyboard shortcuts&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Raccourcis clavier&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Press any key to close. The scan field takes every key you type outside an input field.</source>
        <translation>Appuyez sur une touche pour fermer. Le champ de scan reçoit chaque touche tapée en dehors d&apos;un champ de saisie.</translation>
    </message>
</context>
<context>
    <name>LabelPreview</name>
    <message>
        <source>No label to show yet.</source>
        <translation>Pas encore d&apos;étiquette à afficher.</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Fit the page into the view</source>
        <translation>Ajuster la page à la fenêtre</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Page précédente</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <source>This label could not be shown: the PDF is damaged or empty.</source>
        <translation>Impossible d&apos;afficher cette étiquette : le PDF est endommagé ou vide.</translation>
    </message>
    <message>
        <source>%s (%d of %d)</source>
        <translation>%s (%d sur %d)</translation>
    </message>
    <message>
        <source>Page %d of %d</source>
        <translation>Page %d sur %d</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sandbox — labels are not real. Station is talking to its built-in test service on this computer.</source>
        <translation>Bac à sable — les étiquettes ne sont pas réelles. Station travaille avec son service de test intégré sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Starting Station…</source>
        <translation>Démarrage de Station…</translation>
    </message>
    <message>
        <source>Station — sandbox</source>
        <translation>Station — bac à sable</translation>
    </message>
    <message>
        <source>Scan to print</source>
        <translation>Scanner pour imprimer</translation>
    </message>
    <message>
        <source>A scan creates the shipment and prints its label in one go (Ctrl+T)</source>
        <translation>Un scan crée l&apos;envoi et imprime son étiquette d&apos;expédition en une fois (Ctrl+T)</translation>
    </message>
    <message>
        <source>&amp;Scan</source>
        <translation>&amp;Scanner</translation>
    </message>
</context>
<context>
    <name>OrderQueue</name>
    <message>
        <source>to ship</source>
        <translation>à expédier</translation>
    </message>
    <message>
        <source>waiting to print</source>
        <translation>en attente d&apos;impression</translation>
    </message>
    <message>
        <source>printing…</source>
        <translation>impression…</translation>
    </message>
    <message>
        <source>print failed</source>
        <translation>impression échouée</translation>
    </message>
    <message>
        <source>did it come out? confirm</source>
        <translation>sortie ? à confirmer</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>imprimée</translation>
    </message>
    <message>
        <source>printed {count}×</source>
        <translation>imprimée {count}×</translation>
    </message>
    <message>
        <source>shipped elsewhere {time}</source>
        <translation>expédié ailleurs {time}</translation>
    </message>
    <message>
        <source>cancelled elsewhere {time}</source>
        <translation>annulé ailleurs {time}</translation>
    </message>
    <message>
        <source>not printed</source>
        <translation>non imprimée</translation>
    </message>
    <message>
        <source>{state} (was {printed})</source>
        <translation>{state} (avant : {printed})</translation>
    </message>
    <message>
        <source>At another station: {shipment}</source>
        <translation>À un autre poste : {shipment}</translation>
    </message>
    <message>
        <source>Whether the label came out of a printer at this station</source>
        <translation>Si l&apos;étiquette est sortie d&apos;une imprimante à ce poste</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Service status</source>
        <translation>Statut au service</translation>
    </message>
    <message>
        <source>The shipment&apos;s status at the service</source>
        <translation>Le statut de l&apos;envoi auprès du service d&apos;expédition</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Destinataire</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>Code postal</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Localité</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Carrier</source>
        <translation>Transporteur</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Code-barres</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Ajoutée</translation>
    </message>
    <message>
        <source>Loading orders…</source>
        <translation>Chargement des commandes…</translation>
    </message>
</context>
<context>
    <name>OrderQueuePanel</name>
    <message>
        <source>Filter: reference, name, postal code, city, barcode…  (Ctrl+F)</source>
        <translation>Filtre : référence, nom, code postal, localité, code-barres…  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Fetch orders</source>
        <translation>Récupérer les commandes</translation>
    </message>
    <message>
        <source>Fetch open orders and pending shipments from the service (F5)</source>
        <translation>Récupérer les commandes ouvertes et les envois en attente auprès du service d&apos;expédition (F5)</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Import orders from a CSV or JSON file (Ctrl+O)</source>
        <translation>Importer des commandes depuis un fichier CSV ou JSON (Ctrl+O)</translation>
    </message>
    <message>
        <source>&lt;b&gt;No orders yet.&lt;/b&gt; The sandbox starts without open orders, so &lt;i&gt;Fetch orders&lt;/i&gt; finds none: import the sample orders to try Station.</source>
        <translation>&lt;b&gt;Pas encore de commandes.&lt;/b&gt; Le bac à sable démarre sans commandes ouvertes, &lt;i&gt;Récupérer les commandes&lt;/i&gt; n&apos;en trouve donc aucune : importez les commandes d&apos;exemple pour essayer Station.</translation>
    </message>
    <message>
        <source>Import the sample orders</source>
        <translation>Importer les commandes d&apos;exemple</translation>
    </message>
    <message>
        <source>Import the sample orders shipped with Station (station/resources/sample-orders.csv)</source>
        <translation>Importer les commandes d&apos;exemple fournies avec Station (station/resources/sample-orders.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln orders</source>
        <translation>
            <numerusform>%Ln commande</numerusform>
            <numerusform>%Ln commandes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln orders</source>
        <translation>
            <numerusform>{shown} sur %Ln commande</numerusform>
            <numerusform>{shown} sur %Ln commandes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PackageType</name>
    <message>
        <source>package</source>
        <translation>colis</translation>
    </message>
    <message>
        <source>mailbox</source>
        <translation>colis boîte aux lettres</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>lettre</translation>
    </message>
    <message>
        <source>digital stamp</source>
        <translation>timbre numérique</translation>
    </message>
    <message>
        <source>package small</source>
        <translation>petit colis</translation>
    </message>
</context>
<context>
    <name>PrinterGroupsPanel</name>
    <message>
        <source>Account: …</source>
        <translation>Compte : …</translation>
    </message>
    <message>
        <source>Enable direct printing</source>
        <translation>Activer l&apos;impression directe</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Sync printers</source>
        <translation>Synchroniser les imprimantes</translation>
    </message>
    <message>
        <source>Printers</source>
        <translation>Imprimantes</translation>
    </message>
    <message>
        <source>Drag a printer onto a group&apos;s format.</source>
        <translation>Glissez une imprimante sur un format d&apos;un groupe.</translation>
    </message>
    <message>
        <source>New group name</source>
        <translation>Nom du nouveau groupe</translation>
    </message>
    <message>
        <source>shops, e.g. 1001</source>
        <translation>boutiques, p. ex. 1001</translation>
    </message>
    <message>
        <source>Create group</source>
        <translation>Créer le groupe</translation>
    </message>
    <message>
        <source>No printer groups yet.</source>
        <translation>Pas encore de groupe d&apos;imprimantes.</translation>
    </message>
    <message>
        <source>Printer groups</source>
        <translation>Groupes d&apos;imprimantes</translation>
    </message>
    <message>
        <source>This station</source>
        <translation>Ce poste</translation>
    </message>
    <message>
        <source>Select a group to compare.</source>
        <translation>Choisissez un groupe à comparer.</translation>
    </message>
    <message>
        <source>Group prints on</source>
        <translation>Le groupe imprime sur</translation>
    </message>
    <message>
        <source>This station prints on</source>
        <translation>Ce poste imprime sur</translation>
    </message>
    <message>
        <source>&lt;b&gt;Direct printing&lt;/b&gt;</source>
        <translation>&lt;b&gt;Impression directe&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Direct printing credentials — shown only now</source>
        <translation>Identifiants d&apos;impression directe — affichés une seule fois</translation>
    </message>
    <message>
        <source>Enter these in the printing client on the computer with the printers. They are stored in this computer&apos;s keyring; Station will not show the password again.</source>
        <translation>Saisissez-les dans le logiciel d&apos;impression de l&apos;ordinateur relié aux imprimantes. Ils sont enregistrés dans le trousseau de cet ordinateur ; Station n&apos;affichera plus le mot de passe.</translation>
    </message>
    <message>
        <source>Copy password</source>
        <translation>Copier le mot de passe</translation>
    </message>
    <message>
        <source>Copy e-mail</source>
        <translation>Copier l&apos;adresse e-mail</translation>
    </message>
    <message>
        <source>I have saved them</source>
        <translation>Je les ai notés</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>E-mail</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Account: %s</source>
        <translation>Compte : %s</translation>
    </message>
    <message>
        <source>Group “%s” next to this station&apos;s printer profiles.</source>
        <translation>Groupe « %s » à côté des profils d&apos;imprimante de ce poste.</translation>
    </message>
    <message>
        <source>not assigned</source>
        <translation>non attribuée</translation>
    </message>
    <message>
        <source>Remove printer group</source>
        <translation>Supprimer le groupe d&apos;imprimantes</translation>
    </message>
    <message>
        <source>Remove the printer group “%s”? Shops that print through it stop printing directly.</source>
        <translation>Supprimer le groupe d&apos;imprimantes « %s » ? Les boutiques qui impriment par ce groupe n&apos;imprimeront plus directement.</translation>
    </message>
    <message>
        <source>Synchronising the printer list…</source>
        <translation>Synchronisation de la liste des imprimantes…</translation>
    </message>
    <message>
        <source>The sync could not be started.</source>
        <translation>La synchronisation n&apos;a pas pu démarrer.</translation>
    </message>
    <message>
        <source>No change to the printer list yet; the sync may still be running. Refresh later.</source>
        <translation>La liste des imprimantes n&apos;a pas encore changé ; la synchronisation est peut-être en cours. Actualisez plus tard.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Sync finished. Added: %s. Removed: %s.</source>
        <translation>Synchronisation terminée. Ajoutées : %s. Supprimées : %s.</translation>
    </message>
    <message>
        <source>The keyring refused to store these: write them down now. The service shows them only once.</source>
        <translation>Le trousseau a refusé de les enregistrer : notez-les maintenant. Le service ne les affiche qu&apos;une fois.</translation>
    </message>
    <message>
        <source>Account: %s (still not ready; refresh later)</source>
        <translation>Compte : %s (pas encore prêt ; actualisez plus tard)</translation>
    </message>
</context>
<context>
    <name>PrinterList</name>
    <message>
        <source>Printer</source>
        <translation>Imprimante</translation>
    </message>
    <message>
        <source>Formats</source>
        <translation>Formats</translation>
    </message>
    <message>
        <source>Drag onto a group&apos;s %s slot to assign</source>
        <translation>Glissez sur la case %s d&apos;un groupe pour l&apos;attribuer</translation>
    </message>
</context>
<context>
    <name>PrinterProfilesDialog</name>
    <message>
        <source>Printer profiles</source>
        <translation>Profils d&apos;imprimante</translation>
    </message>
    <message>
        <source>Looking for printers…</source>
        <translation>Recherche des imprimantes…</translation>
    </message>
    <message>
        <source>%d printers found on this computer.</source>
        <translation>%d imprimantes trouvées sur cet ordinateur.</translation>
    </message>
    <message>
        <source>No printers are installed on this computer: choose &quot;Save as PDF files in a folder&quot; to get every label as a PDF file.</source>
        <translation>Aucune imprimante n&apos;est installée sur cet ordinateur : choisissez « Enregistrer en fichiers PDF dans un dossier » pour obtenir chaque étiquette en PDF.</translation>
    </message>
    <message>
        <source>Printing the test page…</source>
        <translation>Impression de la page de test…</translation>
    </message>
    <message>
        <source>Not printed: %s</source>
        <translation>Non imprimée : %s</translation>
    </message>
    <message>
        <source>Test page sent: %s</source>
        <translation>Page de test envoyée : %s</translation>
    </message>
    <message>
        <source>%s: %s</source>
        <translation>%s : %s</translation>
    </message>
    <message>
        <source>The profiles could not be saved: %s</source>
        <translation>Les profils n&apos;ont pas pu être enregistrés : %s</translation>
    </message>
</context>
<context>
    <name>ProfileEditor</name>
    <message>
        <source>Each label is saved here as &lt;reference&gt;.pdf</source>
        <translation>Chaque étiquette est enregistrée ici sous &lt;référence&gt;.pdf</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Scale the label to fit the paper</source>
        <translation>Adapter l&apos;étiquette au papier</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Paysage</translation>
    </message>
    <message>
        <source>Moves the label right (negative: left)</source>
        <translation>Décale l&apos;étiquette vers la droite (négatif : vers la gauche)</translation>
    </message>
    <message>
        <source>Moves the label down (negative: up)</source>
        <translation>Décale l&apos;étiquette vers le bas (négatif : vers le haut)</translation>
    </message>
    <message>
        <source>Print test page</source>
        <translation>Imprimer une page de test</translation>
    </message>
    <message>
        <source>A frame and crosshairs on the label&apos;s corners, with these settings</source>
        <translation>Un cadre et des repères aux coins de l&apos;étiquette, avec ces réglages</translation>
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
        <translation>Nom du profil</translation>
    </message>
    <message>
        <source>Printer</source>
        <translation>Imprimante</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Printer type</source>
        <translation>Type d&apos;imprimante</translation>
    </message>
    <message>
        <source>Network address</source>
        <translation>Adresse réseau</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Résolution</translation>
    </message>
    <message>
        <source>Label roll</source>
        <translation>Rouleau d&apos;étiquettes</translation>
    </message>
    <message>
        <source>Darkness</source>
        <translation>Noirceur</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>Rotation</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>Offset (mm)</source>
        <translation>Décalage (mm)</translation>
    </message>
    <message>
        <source>Office printer (PDF through its driver)</source>
        <translation>Imprimante de bureau (PDF via son pilote)</translation>
    </message>
    <message>
        <source>Thermal label printer (ZPL, sent raw)</source>
        <translation>Imprimante d&apos;étiquettes thermique (ZPL, envoyé tel quel)</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.50 (port 9100); empty: the queue above, raw</source>
        <translation>p. ex. 192.168.1.50 (port 9100) ; vide : la file d&apos;attente ci-dessus, telle quelle</translation>
    </message>
    <message>
        <source>A printer on the network gets its labels on port 9100 and is asked for its status (paper, head, pause) before each label</source>
        <translation>Une imprimante réseau reçoit ses étiquettes sur le port 9100 et est interrogée sur son état (papier, tête, pause) avant chaque étiquette</translation>
    </message>
    <message>
        <source>%d dpi (%d dots/mm)</source>
        <translation>%d dpi (%d points/mm)</translation>
    </message>
    <message>
        <source>0 lightest … 30 darkest (ZPL ~SD); raise it when bars print grey</source>
        <translation>0 le plus clair … 30 le plus foncé (ZPL ~SD) ; augmentez si les barres sortent grises</translation>
    </message>
    <message>
        <source>As drawn</source>
        <translation>Tel quel</translation>
    </message>
    <message>
        <source>Upside down (180°)</source>
        <translation>À l&apos;envers (180°)</translation>
    </message>
    <message>
        <source>Save labels in</source>
        <translation>Enregistrer les étiquettes dans</translation>
    </message>
    <message>
        <source>System default printer</source>
        <translation>Imprimante par défaut du système</translation>
    </message>
    <message>
        <source>Save as PDF files in a folder (no printer)</source>
        <translation>Enregistrer en fichiers PDF dans un dossier (sans imprimante)</translation>
    </message>
    <message>
        <source>%s (not installed)</source>
        <translation>%s (non installée)</translation>
    </message>
</context>
<context>
    <name>ScanField</name>
    <message>
        <source>Scan or type an order reference or barcode, then Enter  (F2)</source>
        <translation>Scannez ou tapez une référence de commande ou un code-barres, puis Entrée  (F2)</translation>
    </message>
</context>
<context>
    <name>ScannerCalibrationDialog</name>
    <message>
        <source>Calibrate the scanner</source>
        <translation>Calibrer le scanner</translation>
    </message>
    <message>
        <source>Scan the barcode on the scanner test page (Help → Scanner test page) once. Station learns how this scanner types on this keyboard layout.</source>
        <translation>Scannez une fois le code-barres de la page de test du scanner (Aide → Page de test du scanner). Station apprend comment ce scanner tape avec cette disposition de clavier.</translation>
    </message>
    <message>
        <source>Scan the test barcode here</source>
        <translation>Scannez ici le code-barres de test</translation>
    </message>
    <message>
        <source>Not calibrated: %s.</source>
        <translation>Non calibré : %s.</translation>
    </message>
    <message>
        <source>The calibration could not be saved: %s</source>
        <translation>Le calibrage n&apos;a pas pu être enregistré : %s</translation>
    </message>
    <message>
        <source>the scanner types in this computer&apos;s keyboard layout; scans are read as typed.</source>
        <translation>le scanner tape dans la disposition de clavier de cet ordinateur ; les scans sont lus tels quels.</translation>
    </message>
    <message>
        <source>the scanner presses the keys of a US keyboard; scans are read from the keys it presses.</source>
        <translation>le scanner appuie sur les touches d&apos;un clavier américain ; les scans sont lus d&apos;après les touches pressées.</translation>
    </message>
    <message>
        <source>the scanner&apos;s characters differ from this layout&apos;s; scans are translated character by character.</source>
        <translation>les caractères du scanner diffèrent de ceux de cette disposition ; les scans sont convertis caractère par caractère.</translation>
    </message>
    <message>
        <source>Calibrated: %s</source>
        <translation>Calibré : %s</translation>
    </message>
</context>
<context>
    <name>SheetPicker</name>
    <message>
        <source>Print here</source>
        <translation>Imprimer ici</translation>
    </message>
    <message>
        <source>Fill the remaining slots</source>
        <translation>Remplir les cases restantes</translation>
    </message>
    <message>
        <source>Print the next labels of the queue into every free slot</source>
        <translation>Imprimer les étiquettes suivantes de la file dans chaque case libre</translation>
    </message>
    <message>
        <source>New sheet</source>
        <translation>Nouvelle feuille</translation>
    </message>
    <message>
        <source>A fresh sheet is in the printer: all four slots are free</source>
        <translation>Une nouvelle feuille est dans l&apos;imprimante : les quatre cases sont libres</translation>
    </message>
    <message>
        <source>Sheet in %s</source>
        <translation>Feuille dans %s</translation>
    </message>
    <message>
        <source>Sheet in the A4 printer</source>
        <translation>Feuille dans l&apos;imprimante A4</translation>
    </message>
    <message>
        <source>This sheet is full. Put in a new sheet and press “New sheet”.</source>
        <translation>Cette feuille est pleine. Mettez une nouvelle feuille et appuyez sur « Nouvelle feuille ».</translation>
    </message>
    <message>
        <source>Click the slots to print on (or press 1–4).</source>
        <translation>Cliquez sur les cases où imprimer (ou appuyez sur 1–4).</translation>
    </message>
    <message>
        <source>Printing on %s.</source>
        <translation>Impression sur %s.</translation>
    </message>
    <message>
        <source> The other labels continue on a new sheet.</source>
        <translation> Les autres étiquettes suivent sur une nouvelle feuille.</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>A4 label sheet</source>
        <translation>Feuille d&apos;étiquettes A4</translation>
    </message>
    <message>
        <source>used</source>
        <translation>utilisée</translation>
    </message>
    <message>
        <source>print here</source>
        <translation>imprimer ici</translation>
    </message>
</context>
<context>
    <name>ShipmentOption</name>
    <message>
        <source>signature</source>
        <translation>signature à la réception</translation>
    </message>
    <message>
        <source>only recipient</source>
        <translation>uniquement à l&apos;adresse du destinataire</translation>
    </message>
    <message>
        <source>age check</source>
        <translation>contrôle de l&apos;âge</translation>
    </message>
    <message>
        <source>insurance</source>
        <translation>assurance</translation>
    </message>
    <message>
        <source>large format</source>
        <translation>grand format</translation>
    </message>
    <message>
        <source>return</source>
        <translation>retour en cas d&apos;absence</translation>
    </message>
    <message>
        <source>printerless return</source>
        <translation>retour sans imprimante</translation>
    </message>
    <message>
        <source>hide sender</source>
        <translation>masquer l&apos;expéditeur</translation>
    </message>
    <message>
        <source>same day delivery</source>
        <translation>livraison le jour même</translation>
    </message>
    <message>
        <source>priority delivery</source>
        <translation>livraison prioritaire</translation>
    </message>
    <message>
        <source>receipt code</source>
        <translation>code de réception</translation>
    </message>
    <message>
        <source>collect</source>
        <translation>enlèvement</translation>
    </message>
    <message>
        <source>fresh food</source>
        <translation>produits frais</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>surgelés</translation>
    </message>
</context>
<context>
    <name>ShipmentStatus</name>
    <message>
        <source>pending</source>
        <translation>créé</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>étiquette imprimée</translation>
    </message>
    <message>
        <source>handed over</source>
        <translation>remis au transporteur</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>livré</translation>
    </message>
    <message>
        <source>returned</source>
        <translation>retourné</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Scan</source>
        <translation>Scan</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <source>Shipment</source>
        <translation>Envoi</translation>
    </message>
    <message>
        <source>Printing</source>
        <translation>Impression</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lot</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Application</translation>
    </message>
    <message>
        <source>Go to the scan field</source>
        <translation>Aller au champ de scan</translation>
    </message>
    <message>
        <source>Scan to print on/off</source>
        <translation>Scanner pour imprimer oui/non</translation>
    </message>
    <message>
        <source>Filter the order queue</source>
        <translation>Filtrer les commandes</translation>
    </message>
    <message>
        <source>Fetch open orders from the service</source>
        <translation>Récupérer les commandes ouvertes auprès du service d&apos;expédition</translation>
    </message>
    <message>
        <source>Import orders from CSV or JSON…</source>
        <translation>Importer des commandes CSV ou JSON…</translation>
    </message>
    <message>
        <source>Go to the order queue</source>
        <translation>Aller aux commandes</translation>
    </message>
    <message>
        <source>Go to the shipment detail</source>
        <translation>Aller à l&apos;envoi</translation>
    </message>
    <message>
        <source>Go to the printer groups</source>
        <translation>Aller aux groupes d&apos;imprimantes</translation>
    </message>
    <message>
        <source>Create the shipment and print its label</source>
        <translation>Créer l&apos;envoi et imprimer l&apos;étiquette d&apos;expédition</translation>
    </message>
    <message>
        <source>Print (or reprint) the label</source>
        <translation>Imprimer (ou réimprimer) l&apos;étiquette</translation>
    </message>
    <message>
        <source>Save the label as PDF…</source>
        <translation>Enregistrer l&apos;étiquette en PDF…</translation>
    </message>
    <message>
        <source>Cancel the shipment</source>
        <translation>Annuler l&apos;envoi</translation>
    </message>
    <message>
        <source>Create a return</source>
        <translation>Créer un envoi retour</translation>
    </message>
    <message>
        <source>Refresh status and tracking</source>
        <translation>Actualiser le statut et le suivi</translation>
    </message>
    <message>
        <source>Copy the public tracking URL</source>
        <translation>Copier le lien de suivi</translation>
    </message>
    <message>
        <source>Add a note to the order</source>
        <translation>Ajouter une note à la commande</translation>
    </message>
    <message>
        <source>Choose delivery options…</source>
        <translation>Choisir les options de livraison…</translation>
    </message>
    <message>
        <source>Batch: ship and print the selected orders</source>
        <translation>Lot : expédier et imprimer les commandes choisies</translation>
    </message>
    <message>
        <source>Stop the running batch</source>
        <translation>Arrêter le lot en cours</translation>
    </message>
    <message>
        <source>Printer profiles…</source>
        <translation>Profils d&apos;imprimante…</translation>
    </message>
    <message>
        <source>Packing slip: shop, logo, where it prints…</source>
        <translation>Bordereau d&apos;emballage : boutique, logo, où l&apos;imprimer…</translation>
    </message>
    <message>
        <source>Scale: USB or serial…</source>
        <translation>Balance : USB ou série…</translation>
    </message>
    <message>
        <source>Close the day: handover lists and summary…</source>
        <translation>Clôturer la journée : listes de remise et récapitulatif…</translation>
    </message>
    <message>
        <source>Account setup…</source>
        <translation>Configurer le compte…</translation>
    </message>
    <message>
        <source>Dismiss all error messages</source>
        <translation>Fermer tous les messages d&apos;erreur</translation>
    </message>
    <message>
        <source>Show these shortcuts</source>
        <translation>Afficher ces raccourcis</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>StationError</name>
    <message>
        <source>Cannot do that</source>
        <translation>Impossible</translation>
    </message>
    <message>
        <source>Order not found</source>
        <translation>Commande introuvable</translation>
    </message>
    <message>
        <source>Check the scanned code, or import or sync the order first.</source>
        <translation>Vérifiez le code scanné, ou importez ou récupérez d&apos;abord la commande.</translation>
    </message>
    <message>
        <source>No shipment yet</source>
        <translation>Pas encore d&apos;envoi</translation>
    </message>
    <message>
        <source>Create the shipment first.</source>
        <translation>Créez d&apos;abord l&apos;envoi.</translation>
    </message>
    <message>
        <source>Label already printed</source>
        <translation>Étiquette déjà imprimée</translation>
    </message>
    <message>
        <source>Use Reprint if the label is lost or damaged.</source>
        <translation>Utilisez Réimprimer si l&apos;étiquette est perdue ou abîmée.</translation>
    </message>
    <message>
        <source>Shipped at another station</source>
        <translation>Expédié à un autre poste</translation>
    </message>
    <message>
        <source>Nothing new was printed. Reprint from that shipment (Ctrl+P) if its label is lost or damaged.</source>
        <translation>Rien de nouveau n&apos;a été imprimé. Réimprimez depuis cet envoi (Ctrl+P) si son étiquette est perdue ou abîmée.</translation>
    </message>
    <message>
        <source>Shipped at another station?</source>
        <translation>Expédié à un autre poste ?</translation>
    </message>
    <message>
        <source>Station could not ask the service whether another station shipped this order, so it created nothing. Wait until the service answers and try again, or Ship anyway if you are sure it was not shipped.</source>
        <translation>Station n&apos;a pas pu demander au service si un autre poste a déjà expédié cette commande ; rien n&apos;a donc été créé. Attendez que le service réponde et réessayez, ou choisissez Expédier quand même si vous êtes sûr qu&apos;elle n&apos;a pas été expédiée.</translation>
    </message>
    <message>
        <source>Shipment not valid</source>
        <translation>Envoi non valable</translation>
    </message>
    <message>
        <source>Correct the shipment.</source>
        <translation>Corrigez l&apos;envoi.</translation>
    </message>
    <message>
        <source>Service not reachable</source>
        <translation>Service d&apos;expédition injoignable</translation>
    </message>
    <message>
        <source>Nothing is lost: the work is queued and goes out by itself when the service is back.</source>
        <translation>Rien n&apos;est perdu : le travail est en file d&apos;attente et part tout seul dès que le service revient.</translation>
    </message>
    <message>
        <source>Did the label come out?</source>
        <translation>L&apos;étiquette est-elle sortie ?</translation>
    </message>
    <message>
        <source>Check the printer, then confirm whether the earlier label was printed.</source>
        <translation>Vérifiez l&apos;imprimante, puis confirmez si l&apos;étiquette précédente a été imprimée.</translation>
    </message>
    <message>
        <source>No printer set up</source>
        <translation>Aucune imprimante configurée</translation>
    </message>
    <message>
        <source>Choose a printer for this label format in the printer settings.</source>
        <translation>Choisissez une imprimante pour ce format d&apos;étiquette dans les réglages d&apos;impression.</translation>
    </message>
    <message>
        <source>Printer cannot print</source>
        <translation>L&apos;imprimante ne peut pas imprimer</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Configure the account (sandbox, OAuth or API key) first.</source>
        <translation>Configurez d&apos;abord le compte (bac à sable, OAuth ou clé API).</translation>
    </message>
    <message>
        <source>Unusable answer from the service</source>
        <translation>Réponse inutilisable du service</translation>
    </message>
    <message>
        <source>Nothing was printed or changed at this station. Try again later; if it repeats, report it to the shipping service with the time and the message above.</source>
        <translation>Rien n&apos;a été imprimé ni modifié à ce poste. Réessayez plus tard ; si cela se répète, signalez-le au service d&apos;expédition avec l&apos;heure et le message ci-dessus.</translation>
    </message>
    <message>
        <source>The service did not answer. Station looks up whether the request arrived before it sends it again.</source>
        <translation>Le service n&apos;a pas répondu. Station vérifie si la demande est arrivée avant de la renvoyer.</translation>
    </message>
    <message>
        <source>Station could not reach the service (no connection).</source>
        <translation>Station n&apos;a pas pu joindre le service (pas de connexion).</translation>
    </message>
    <message>
        <source>Return not possible</source>
        <translation>Envoi retour impossible</translation>
    </message>
    <message>
        <source>Only a printed or handed-over shipment can be returned; a pending one is cancelled instead.</source>
        <translation>Seul un envoi imprimé ou remis au transporteur peut être retourné ; un envoi encore en attente s&apos;annule.</translation>
    </message>
    <message>
        <source>The service refused</source>
        <translation>Le service a refusé</translation>
    </message>
    <message>
        <source>Local database unavailable</source>
        <translation>Base de données locale indisponible</translation>
    </message>
    <message>
        <source>Free disk space, close any other Station, or check the data folder&apos;s permissions; then try again.</source>
        <translation>Libérez de l&apos;espace disque, fermez les autres Station ou vérifiez les droits du dossier de données ; puis réessayez.</translation>
    </message>
    <message>
        <source>No secure keyring</source>
        <translation>Aucun trousseau sécurisé</translation>
    </message>
    <message>
        <source>Install or unlock a system keyring.</source>
        <translation>Installez ou déverrouillez un trousseau du système.</translation>
    </message>
    <message>
        <source>Delivery choice not usable</source>
        <translation>Choix de livraison inutilisable</translation>
    </message>
    <message>
        <source>Correct the delivery choice.</source>
        <translation>Corrigez le choix de livraison.</translation>
    </message>
    <message>
        <source>File or device error</source>
        <translation>Erreur de fichier ou de périphérique</translation>
    </message>
    <message>
        <source>Check the file or device, then try again.</source>
        <translation>Vérifiez le fichier ou le périphérique, puis réessayez.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
    <message>
        <source>{error} in Station.</source>
        <translation>{error} dans Station.</translation>
    </message>
    <message>
        <source>This is a bug in Station; the log has details. Try again, and report it if it repeats.</source>
        <translation>C&apos;est un bogue de Station ; le journal contient les détails. Réessayez et signalez-le si cela se répète.</translation>
    </message>
    <message>
        <source>Request refused</source>
        <translation>Demande refusée</translation>
    </message>
    <message>
        <source>Sign-in no longer valid</source>
        <translation>Connexion plus valable</translation>
    </message>
    <message>
        <source>Not permitted</source>
        <translation>Non autorisé</translation>
    </message>
    <message>
        <source>Shop not active</source>
        <translation>Boutique non active</translation>
    </message>
    <message>
        <source>Carrier not active</source>
        <translation>Transporteur non actif</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Introuvable</translation>
    </message>
    <message>
        <source>Already with the carrier</source>
        <translation>Déjà chez le transporteur</translation>
    </message>
    <message>
        <source>Options not allowed together</source>
        <translation>Options incompatibles</translation>
    </message>
    <message>
        <source>A field is not valid</source>
        <translation>Un champ n&apos;est pas valable</translation>
    </message>
    <message>
        <source>Too many requests</source>
        <translation>Trop de demandes</translation>
    </message>
    <message>
        <source>A required field is empty</source>
        <translation>Un champ obligatoire est vide</translation>
    </message>
    <message>
        <source>Service or connection failed</source>
        <translation>Échec du service ou de la connexion</translation>
    </message>
    <message>
        <source>Cancelled order</source>
        <translation>Commande annulée</translation>
    </message>
    <message>
        <source>Answer the question above the shipment: Ship again creates a new shipment and label (Ctrl+Enter).</source>
        <translation>Répondez à la question au-dessus de l&apos;envoi : Expédier à nouveau crée un nouvel envoi et une nouvelle étiquette (Ctrl+Entrée).</translation>
    </message>
    <message>
        <source>Sheet slots used already</source>
        <translation>Cases de la feuille déjà utilisées</translation>
    </message>
    <message>
        <source>Print it again: Station places it on the free slots of the sheet in the tray.</source>
        <translation>Imprimez-la à nouveau : Station la place sur les cases libres de la feuille dans le bac.</translation>
    </message>
    <message>
        <source>Label already queued</source>
        <translation>Étiquette déjà en file d&apos;attente</translation>
    </message>
    <message>
        <source>Not an order of the service</source>
        <translation>Pas une commande du service d&apos;expédition</translation>
    </message>
    <message>
        <source>Notes can only be added to orders that came from the service (sync), not to imported ones.</source>
        <translation>Les notes ne s&apos;ajoutent qu&apos;aux commandes venues du service d&apos;expédition (récupérées), pas aux commandes importées.</translation>
    </message>
</context>
<context>
    <name>StationStatusBar</name>
    <message>
        <source>● Not checked</source>
        <translation>● Non vérifié</translation>
    </message>
    <message>
        <source>● Connected</source>
        <translation>● Connecté</translation>
    </message>
    <message>
        <source>● No connection</source>
        <translation>● Pas de connexion</translation>
    </message>
    <message>
        <source>Account: {account}</source>
        <translation>Compte : {account}</translation>
    </message>
    <message>
        <source>No account</source>
        <translation>Aucun compte</translation>
    </message>
    <message>
        <source>Nothing pending</source>
        <translation>Rien en attente</translation>
    </message>
    <message numerus="yes">
        <source>%n pending</source>
        <translation>
            <numerusform>%n en attente</numerusform>
            <numerusform>%n en attente</numerusform>
        </translation>
    </message>
    <message>
        <source>Shipments and prints waiting to be sent; Station retries them when the service answers again.</source>
        <translation>Envois et impressions en attente d&apos;envoi ; Station réessaie dès que le service répond à nouveau.</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Shipment</source>
        <translation>&amp;Envoi</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>&amp;Lot</translation>
    </message>
    <message>
        <source>&amp;Printing</source>
        <translation>&amp;Impression</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
</context>
<context>
    <name>_ErrorEntry</name>
    <message>
        <source>Retry: {advice}</source>
        <translation>Réessayer : {advice}</translation>
    </message>
    <message>
        <source>Correct: {advice}</source>
        <translation>Corriger : {advice}</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Dismiss (Ctrl+Shift+D dismisses all)</source>
        <translation>Fermer (Ctrl+Maj+D ferme tout)</translation>
    </message>
</context>
</TS>
