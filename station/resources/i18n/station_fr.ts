<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AccountDialog</name>
    <message>
        <source>List and fetch shipments</source>
        <translation>Lister et récupérer les envois</translation>
    </message>
    <message>
        <source>Create, update and cancel shipments</source>
        <translation>Créer, modifier et annuler les envois</translation>
    </message>
    <message>
        <source>Read orders</source>
        <translation>Lire les commandes</translation>
    </message>
    <message>
        <source>Manage orders and notes</source>
        <translation>Gérer les commandes et les notes</translation>
    </message>
    <message>
        <source>Manage webhooks</source>
        <translation>Gérer les webhooks</translation>
    </message>
    <message>
        <source>Stored in the keyring — leave empty to keep it</source>
        <translation>Enregistré dans le trousseau — laissez vide pour le garder</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Compte</translation>
    </message>
    <message>
        <source>Station needs a shipping service account. Try it first with the built-in &lt;b&gt;sandbox&lt;/b&gt; (labels are not real), then enter your shop&apos;s &lt;b&gt;production API key&lt;/b&gt; (MyParcel, SendMyParcel), or an OAuth client or API keys of a service that speaks Station&apos;s contract.</source>
        <translation>Station a besoin d&apos;un compte auprès d&apos;un service d&apos;expédition. Essayez d&apos;abord avec le &lt;b&gt;bac à sable&lt;/b&gt; intégré (les étiquettes ne sont pas réelles), puis saisissez la &lt;b&gt;clé API de production&lt;/b&gt; de votre boutique (MyParcel, SendMyParcel), ou un client OAuth ou des clés API d&apos;un service qui parle le contrat de Station.</translation>
    </message>
    <message>
        <source>Use the sandbox (one click)</source>
        <translation>Utiliser le bac à sable (un clic)</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Service d&apos;expédition</translation>
    </message>
    <message>
        <source>optional: the printing API (default: base URL + /printing)</source>
        <translation>facultatif : l&apos;API d&apos;impression (par défaut : URL de base + /printing)</translation>
    </message>
    <message>
        <source>&amp;Base URL</source>
        <translation>URL de &amp;base</translation>
    </message>
    <message>
        <source>&amp;Printing API URL</source>
        <translation>URL de l&apos;API d&apos;&amp;impression</translation>
    </message>
    <message>
        <source>P&amp;roduction (API key)</source>
        <translation>P&amp;roduction (clé API)</translation>
    </message>
    <message>
        <source>A shop&apos;s real account on the production service (MyParcel&apos;s API): one API key per shop, from the back office</source>
        <translation>Le vrai compte d&apos;une boutique sur le service de production (l&apos;API de MyParcel) : une clé API par boutique, depuis le back-office</translation>
    </message>
    <message>
        <source>&amp;OAuth client (client credentials)</source>
        <translation>Client &amp;OAuth (identifiants client)</translation>
    </message>
    <message>
        <source>A service that speaks Station&apos;s contract; the production service has no OAuth</source>
        <translation>Un service qui parle le contrat de Station ; le service de production n&apos;a pas d&apos;OAuth</translation>
    </message>
    <message>
        <source>Shop &amp;API keys (contract)</source>
        <translation>&amp;Clés API par boutique (contrat)</translation>
    </message>
    <message>
        <source>A service that speaks Station&apos;s contract, with one API key per shop</source>
        <translation>Un service qui parle le contrat de Station, avec une clé API par boutique</translation>
    </message>
    <message>
        <source>Sign out</source>
        <translation>Se déconnecter</translation>
    </message>
    <message>
        <source>Revoke the token on the service and delete every secret from the keyring</source>
        <translation>Révoquer le jeton auprès du service et supprimer chaque secret du trousseau</translation>
    </message>
    <message>
        <source>Until then the sandbox works; an OAuth client or API keys cannot be saved.</source>
        <translation>D&apos;ici là, le bac à sable fonctionne ; un client OAuth ou des clés API ne peuvent pas être enregistrés.</translation>
    </message>
    <message>
        <source>Needs a secure keyring to store the secret</source>
        <translation>Un trousseau sécurisé est nécessaire pour enregistrer le secret</translation>
    </message>
    <message>
        <source>&amp;Webhooks…</source>
        <translation>&amp;Webhooks…</translation>
    </message>
    <message>
        <source>The addresses of your shop&apos;s server the service calls when a shipment or order changes</source>
        <translation>Les adresses du serveur de votre boutique que le service appelle quand un envoi ou une commande change</translation>
    </message>
    <message>
        <source>&amp;Delivery days…</source>
        <translation>&amp;Jours de livraison…</translation>
    </message>
    <message>
        <source>The days your parcels go to the carrier, cutoffs, closed days: what the delivery options offer</source>
        <translation>Les jours où vos colis partent chez le transporteur, heures limites, jours de fermeture : ce que proposent les options de livraison</translation>
    </message>
    <message>
        <source>Client &amp;ID</source>
        <translation>&amp;Identifiant client</translation>
    </message>
    <message>
        <source>Client &amp;secret</source>
        <translation>&amp;Secret client</translation>
    </message>
    <message>
        <source>Scopes</source>
        <translation>Portées</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>Boutique</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé API</translation>
    </message>
    <message>
        <source>Add a shop</source>
        <translation>Ajouter une boutique</translation>
    </message>
    <message>
        <source>bearer (recommended)</source>
        <translation>bearer (recommandé)</translation>
    </message>
    <message>
        <source>basic (if something in between needs it)</source>
        <translation>basic (si un intermédiaire l&apos;exige)</translation>
    </message>
    <message>
        <source>The word before the API key in the Authorization header; the service takes both with the same key</source>
        <translation>Le mot devant la clé API dans l&apos;en-tête Authorization ; le service accepte les deux avec la même clé</translation>
    </message>
    <message>
        <source>Key sent as</source>
        <translation>Clé envoyée en</translation>
    </message>
    <message>
        <source>Correct the sender address first (the fields marked in red).</source>
        <translation>Corrigez d&apos;abord l&apos;adresse de l&apos;expéditeur (les champs marqués en rouge).</translation>
    </message>
    <message>
        <source>The base URL</source>
        <translation>L&apos;URL de base</translation>
    </message>
    <message>
        <source>The printing API URL</source>
        <translation>L&apos;URL de l&apos;API d&apos;impression</translation>
    </message>
    <message>
        <source>{field} must start with https:// (or http:// for a local sandbox).</source>
        <translation>{field} doit commencer par https:// (ou http:// pour un bac à sable local).</translation>
    </message>
    <message>
        <source>Enter the client ID.</source>
        <translation>Saisissez l&apos;identifiant client.</translation>
    </message>
    <message>
        <source>Enter the client secret.</source>
        <translation>Saisissez le secret client.</translation>
    </message>
    <message>
        <source>Choose at least one scope.</source>
        <translation>Choisissez au moins une portée.</translation>
    </message>
    <message>
        <source>Row {row}: enter the shop name for this key.</source>
        <translation>Ligne {row} : saisissez le nom de la boutique pour cette clé.</translation>
    </message>
    <message>
        <source>Enter the API key of shop {shop}.</source>
        <translation>Saisissez la clé API de la boutique {shop}.</translation>
    </message>
    <message>
        <source>Enter at least one shop and its API key.</source>
        <translation>Saisissez au moins une boutique et sa clé API.</translation>
    </message>
</context>
<context>
    <name>AccountSummary</name>
    <message>
        <source>Sandbox (Demo NL) · production format</source>
        <translation>Bac à sable (Demo NL) · format de production</translation>
    </message>
    <message>
        <source>Sandbox (Demo NL)</source>
        <translation>Bac à sable (Demo NL)</translation>
    </message>
    <message>
        <source>OAuth client {client}</source>
        <translation>Client OAuth {client}</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé API</translation>
    </message>
    <message>
        <source>{shops} (production)</source>
        <translation>{shops} (production)</translation>
    </message>
</context>
<context>
    <name>Batch</name>
    <message>
        <source>shipment {id}</source>
        <translation>envoi {id}</translation>
    </message>
    <message>
        <source>An earlier print of this label has an unknown outcome; confirm it first.</source>
        <translation>Le résultat d&apos;une impression précédente de cette étiquette est inconnu ; confirmez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>{where}: left to that table</source>
        <translation>{where} : laissée à cette table</translation>
    </message>
    <message>
        <source>The label&apos;s print outcome is unknown; confirm it.</source>
        <translation>On ne sait pas si l&apos;étiquette a été imprimée ; confirmez-le.</translation>
    </message>
    <message>
        <source>The sheet in the tray kept changing while the batch printed; print these labels again.</source>
        <translation>La feuille dans le bac a changé pendant l&apos;impression du lot ; réimprimez ces étiquettes.</translation>
    </message>
    <message>
        <source>The shipment could not be created.</source>
        <translation>L&apos;envoi n&apos;a pas pu être créé.</translation>
    </message>
    <message>
        <source>The printer did not take the label.</source>
        <translation>L&apos;imprimante n&apos;a pas pris l&apos;étiquette.</translation>
    </message>
</context>
<context>
    <name>BatchActions</name>
    <message>
        <source>Open each listed order in the batch panel, correct it, and run the batch again (done orders are skipped).</source>
        <translation>Ouvrez chaque commande listée dans le panneau du lot, corrigez-la et relancez le lot (les commandes terminées sont ignorées).</translation>
    </message>
    <message numerus="yes">
        <source>%n shipments created but not printed were cancelled: {references}.</source>
        <translation>
            <numerusform>%n envoi créé mais non imprimé a été annulé : {references}.</numerusform>
            <numerusform>%n envois créés mais non imprimés ont été annulés : {references}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shipments not cancelled</source>
        <translation>
            <numerusform>%n envoi non annulé</numerusform>
            <numerusform>%n envois non annulés</numerusform>
        </translation>
    </message>
    <message>
        <source>No shipment created but not printed was cancelled.</source>
        <translation>Aucun envoi créé mais non imprimé n&apos;a été annulé.</translation>
    </message>
    <message numerus="yes">
        <source>{failed} of %n orders not shipped or printed</source>
        <translation>
            <numerusform>{failed} commande sur %n non expédiée ou imprimée</numerusform>
            <numerusform>{failed} commandes sur %n non expédiées ou imprimées</numerusform>
        </translation>
    </message>
    <message>
        <source>{reference}: {reason}</source>
        <translation>{reference} : {reason}</translation>
    </message>
    <message>
        <source>Open each order to see its state; one with the carrier needs a return instead.</source>
        <translation>Ouvrez chaque commande pour voir son état ; un envoi déjà chez le transporteur demande un envoi retour.</translation>
    </message>
</context>
<context>
    <name>BatchCommand</name>
    <message>
        <source>--concurrency must be at least 1</source>
        <translation>--concurrency doit valoir au moins 1</translation>
    </message>
    <message>
        <source>No such order file: {file}</source>
        <translation>Fichier de commandes introuvable : {file}</translation>
    </message>
    <message>
        <source>create</source>
        <translation>création</translation>
    </message>
    <message>
        <source>print</source>
        <translation>impression</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>imprimée</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>en file d&apos;attente</translation>
    </message>
    <message>
        <source>shipped elsewhere</source>
        <translation>expédiée ailleurs</translation>
    </message>
    <message>
        <source>cancelled elsewhere</source>
        <translation>annulée ailleurs</translation>
    </message>
    <message>
        <source>import: new {new}, already queued {duplicates}, rows with errors {errors}</source>
        <translation>import : nouvelles {new}, déjà en file {duplicates}, lignes en erreur {errors}</translation>
    </message>
    <message>
        <source>line {line} {field}: {message}</source>
        <translation>ligne {line} {field} : {message}</translation>
    </message>
    <message>
        <source>[{done}/{total}] {order}: {stage} - {message}</source>
        <translation>[{done}/{total}] {order} : {stage} - {message}</translation>
    </message>
    <message>
        <source>[{done}/{total}] {order}: {stage}</source>
        <translation>[{done}/{total}] {order} : {stage}</translation>
    </message>
    <message>
        <source>summary: orders {total}, created {created} (earlier {already_created}), printed {printed} (earlier {already_printed}), labels {labels}, failed {failed}, queued {queued}, skipped {skipped}</source>
        <translation>résumé : commandes {total}, créées {created} (avant {already_created}), imprimées {printed} (avant {already_printed}), étiquettes {labels}, en échec {failed}, en file d&apos;attente {queued}, ignorées {skipped}</translation>
    </message>
    <message>
        <source>{counts}, cancelled</source>
        <translation>{counts}, interrompu</translation>
    </message>
    <message>
        <source>failed {reference} ({stage}): {reason}</source>
        <translation>échec {reference} ({stage}) : {reason}</translation>
    </message>
    <message>
        <source>skipped {reference}: {reason}</source>
        <translation>ignorée {reference} : {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n orders left to other tables (e.g. {reference}: {reason})</source>
        <translation>
            <numerusform>%n commande laissée à d&apos;autres tables ({reference} : {reason})</numerusform>
            <numerusform>%n commandes laissées à d&apos;autres tables (p. ex. {reference} : {reason})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prints with an unknown outcome need confirming in Station</source>
        <translation>
            <numerusform>%n impression au résultat inconnu doit être confirmée dans Station</numerusform>
            <numerusform>%n impressions au résultat inconnu doivent être confirmées dans Station</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BatchPanel</name>
    <message>
        <source>Select orders in the queue (Shift/Ctrl+click, Ctrl+A), then start.</source>
        <translation>Sélectionnez des commandes dans la liste (Maj/Ctrl+clic, Ctrl+A), puis lancez.</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lot</translation>
    </message>
    <message>
        <source>Create the shipments of the selected orders and print their labels in queue order, as chosen under Print as (Ctrl+B)</source>
        <translation>Créer les envois des commandes sélectionnées et imprimer leurs étiquettes dans l&apos;ordre de la liste, selon le choix Imprimer en (Ctrl+B)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop: no further shipment is created; labels in progress finish, what is done stays done (Ctrl+Shift+B)</source>
        <translation>Arrêter : aucun autre envoi n&apos;est créé ; les étiquettes en cours se terminent, ce qui est fait reste fait (Ctrl+Maj+B)</translation>
    </message>
    <message>
        <source>%v of %m</source>
        <translation>%v sur %m</translation>
    </message>
    <message numerus="yes">
        <source>Ship and print %n selected</source>
        <translation>
            <numerusform>Expédier et imprimer %n commande</numerusform>
            <numerusform>Expédier et imprimer %n commandes</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting a batch of {total}…</source>
        <translation>Démarrage d&apos;un lot de {total}…</translation>
    </message>
    <message>
        <source>{stage}: {message}</source>
        <translation>{stage} : {message}</translation>
    </message>
    <message>
        <source>Stopping: no further shipments are created; the labels in progress finish…</source>
        <translation>Arrêt : plus aucun envoi n&apos;est créé ; les étiquettes en cours se terminent…</translation>
    </message>
    <message>
        <source>{reference} ({stage}): {reason}</source>
        <translation>{reference} ({stage}) : {reason}</translation>
    </message>
    <message>
        <source> — to ship it again, open it and confirm</source>
        <translation> — pour la réexpédier, ouvrez-la et confirmez</translation>
    </message>
    <message>
        <source>{reference} (skipped): {reason}</source>
        <translation>{reference} (ignorée) : {reason}</translation>
    </message>
    <message numerus="yes">
        <source>%n printed</source>
        <translation>
            <numerusform>%n imprimée</numerusform>
            <numerusform>%n imprimées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n labels)</source>
        <translation>
            <numerusform>(%n étiquette)</numerusform>
            <numerusform>(%n étiquettes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n created</source>
        <translation>
            <numerusform>%n créé</numerusform>
            <numerusform>%n créés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already had a shipment</source>
        <translation>
            <numerusform>%n avait déjà un envoi</numerusform>
            <numerusform>%n avaient déjà un envoi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already printed</source>
        <translation>
            <numerusform>%n déjà imprimée</numerusform>
            <numerusform>%n déjà imprimées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped ({reasons})</source>
        <translation>
            <numerusform>%n ignorée ({reasons})</numerusform>
            <numerusform>%n ignorées ({reasons})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wait for the service (sent automatically)</source>
        <translation>
            <numerusform>%n attend le service (envoi automatique)</numerusform>
            <numerusform>%n attendent le service (envoi automatique)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n en échec</numerusform>
            <numerusform>%n en échec</numerusform>
        </translation>
    </message>
    <message>
        <source>Batch stopped</source>
        <translation>Lot arrêté</translation>
    </message>
    <message>
        <source>Batch done</source>
        <translation>Lot terminé</translation>
    </message>
    <message>
        <source>Batch finished</source>
        <translation>Lot fini</translation>
    </message>
    <message numerus="yes">
        <source>{head} — %n orders: {parts}.</source>
        <translation>
            <numerusform>{head} — %n commande : {parts}.</numerusform>
            <numerusform>{head} — %n commandes : {parts}.</numerusform>
        </translation>
    </message>
    <message>
        <source>create</source>
        <translation>création</translation>
    </message>
    <message>
        <source>print</source>
        <translation>impression</translation>
    </message>
    <message>
        <source>created</source>
        <translation>créé</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>imprimée</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>en file d&apos;attente</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>already printed</source>
        <translation>déjà imprimée</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>ignorée</translation>
    </message>
</context>
<context>
    <name>Claims</name>
    <message>
        <source>{reference} is {where}; nothing was done here.</source>
        <translation>{reference} est {where} ; rien n&apos;a été fait ici.</translation>
    </message>
    <message>
        <source>in progress at {station} since {time}</source>
        <translation>en cours à {station} depuis {time}</translation>
    </message>
</context>
<context>
    <name>CloseDayDialog</name>
    <message>
        <source>Close the day</source>
        <translation>Clôturer la journée</translation>
    </message>
    <message>
        <source>&amp;Day</source>
        <translation>&amp;Jour</translation>
    </message>
    <message>
        <source>To resolve</source>
        <translation>À résoudre</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <source>Carrier / barcode</source>
        <translation>Transporteur / code-barres</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>Code postal</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>&amp;Print handover lists</source>
        <translation>&amp;Imprimer les listes de remise</translation>
    </message>
    <message>
        <source>Print every carrier&apos;s list on the A4 printer, for the drivers to sign</source>
        <translation>Imprimer la liste de chaque transporteur sur l&apos;imprimante A4, à faire signer par les chauffeurs</translation>
    </message>
    <message>
        <source>Save &amp;PDF…</source>
        <translation>Enregistrer le &amp;PDF…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <source>Close the &amp;day</source>
        <translation>Clôturer la &amp;journée</translation>
    </message>
    <message>
        <source>Keep the day&apos;s summary in the operator log</source>
        <translation>Garder le récapitulatif de la journée dans le journal</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>&lt;b&gt;Waiting for pickup&lt;/b&gt; — a list per carrier for the driver to sign</source>
        <translation>&lt;b&gt;En attente d&apos;enlèvement&lt;/b&gt; — une liste par transporteur à faire signer par le chauffeur</translation>
    </message>
    <message>
        <source>&lt;b&gt;To resolve first: {count}&lt;/b&gt; — created but not printed, failed or stuck prints, returns of the day</source>
        <translation>&lt;b&gt;À résoudre d&apos;abord : {count}&lt;/b&gt; — créés mais non imprimés, impressions échouées ou bloquées, envois retour de la journée</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing to resolve.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Rien à résoudre.&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>{carrier} — %n parcels</source>
        <translation>
            <numerusform>{carrier} — %n colis</numerusform>
            <numerusform>{carrier} — %n colis</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;The day so far&lt;/b&gt;</source>
        <translation>&lt;b&gt;La journée jusqu&apos;ici&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closed by {operator} at {time}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Clôturée par {operator} le {time}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Changed since it was closed:</source>
        <translation>Modifié depuis la clôture :</translation>
    </message>
    <message>
        <source>Save the handover lists</source>
        <translation>Enregistrer les listes de remise</translation>
    </message>
    <message>
        <source>Handover lists saved as {path}</source>
        <translation>Listes de remise enregistrées sous {path}</translation>
    </message>
    <message>
        <source>Export the handover lists</source>
        <translation>Exporter les listes de remise</translation>
    </message>
    <message>
        <source>Handover lists exported to {path}</source>
        <translation>Listes de remise exportées vers {path}</translation>
    </message>
    <message>
        <source>No A4 printer is set up for the handover lists.</source>
        <translation>Aucune imprimante A4 n&apos;est configurée pour les listes de remise.</translation>
    </message>
    <message>
        <source>The handover lists did not print: {reason}</source>
        <translation>Les listes de remise n&apos;ont pas été imprimées : {reason}</translation>
    </message>
    <message>
        <source>Handover lists sent to {printer}.</source>
        <translation>Listes de remise envoyées à {printer}.</translation>
    </message>
    <message>
        <source>Day {day} closed: its summary is in the operator log.</source>
        <translation>Journée du {day} clôturée : son récapitulatif est dans le journal.</translation>
    </message>
</context>
<context>
    <name>ContentsPanel</name>
    <message>
        <source>Contents of %s verified: all %d items scanned</source>
        <translation>Contenu de %s vérifié : les %d articles sont scannés</translation>
    </message>
    <message>
        <source>Contents of %s: %d of %d items scanned — scan each item</source>
        <translation>Contenu de %s : %d articles scannés sur %d — scannez chaque article</translation>
    </message>
    <message>
        <source>no EAN: check by eye</source>
        <translation>pas d&apos;EAN : vérifiez à l&apos;œil</translation>
    </message>
</context>
<context>
    <name>ContentsVerificationPart</name>
    <message>
        <source>No contents to verify</source>
        <translation>Aucun contenu à vérifier</translation>
    </message>
    <message>
        <source>%s has no order lines with an EAN: its contents are not checked.</source>
        <translation>%s n&apos;a pas de ligne de commande avec un EAN : son contenu n&apos;est pas vérifié.</translation>
    </message>
    <message>
        <source>The scan goes on as usual (with Scan to print, its label prints).</source>
        <translation>Le scan continue comme d&apos;habitude (avec Scanner pour imprimer, son étiquette s&apos;imprime).</translation>
    </message>
    <message>
        <source>Scan each item of the order; the label prints after the last one.</source>
        <translation>Scannez chaque article de la commande ; l&apos;étiquette s&apos;imprime après le dernier.</translation>
    </message>
    <message>
        <source>Refused: %s is not in order %s. Take it out of the parcel.</source>
        <translation>Refusé : %s ne fait pas partie de la commande %s. Retirez-le du colis.</translation>
    </message>
    <message>
        <source>Refused: one too many — all %d × %s are scanned already. Take it out.</source>
        <translation>Refusé : un de trop — les %d × %s sont déjà scannés. Retirez-le.</translation>
    </message>
    <message>
        <source>%s: %d of %d.</source>
        <translation>%s : %d sur %d.</translation>
    </message>
    <message>
        <source>All items are in the parcel: the label prints.</source>
        <translation>Tous les articles sont dans le colis : l&apos;étiquette s&apos;imprime.</translation>
    </message>
</context>
<context>
    <name>DayClose</name>
    <message>
        <source>the printer refused it</source>
        <translation>l&apos;imprimante l&apos;a refusée</translation>
    </message>
</context>
<context>
    <name>DayIssue</name>
    <message>
        <source>created, not printed</source>
        <translation>créé, non imprimé</translation>
    </message>
    <message>
        <source>print failed</source>
        <translation>impression échouée</translation>
    </message>
    <message>
        <source>print stuck</source>
        <translation>impression bloquée</translation>
    </message>
    <message>
        <source>return of the day</source>
        <translation>envoi retour de la journée</translation>
    </message>
    <message>
        <source>{carrier} shipment without a printed label</source>
        <translation>envoi {carrier} sans étiquette imprimée</translation>
    </message>
    <message>
        <source>{carrier} return, {status}</source>
        <translation>envoi retour {carrier}, {status}</translation>
    </message>
</context>
<context>
    <name>DaySummary</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Shipments per carrier: {carriers}</source>
        <translation>Envois par transporteur : {carriers}</translation>
    </message>
    <message>
        <source>Parcels on the handover lists: {count}</source>
        <translation>Colis sur les listes de remise : {count}</translation>
    </message>
    <message>
        <source>Returns: {count}</source>
        <translation>Envois retour : {count}</translation>
    </message>
    <message>
        <source>Reprints: {count}</source>
        <translation>Réimpressions : {count}</translation>
    </message>
    <message>
        <source>Errors: {count}</source>
        <translation>Erreurs : {count}</translation>
    </message>
    <message>
        <source>Actions per operator: {operators}</source>
        <translation>Actions par opérateur : {operators}</translation>
    </message>
</context>
<context>
    <name>DeliveryOptionsDialog</name>
    <message>
        <source>morning delivery</source>
        <translation>livraison le matin</translation>
    </message>
    <message>
        <source>standard delivery</source>
        <translation>livraison standard</translation>
    </message>
    <message>
        <source>evening delivery</source>
        <translation>livraison le soir</translation>
    </message>
    <message>
        <source>pickup delivery</source>
        <translation>retrait en point relais</translation>
    </message>
    <message>
        <source>express delivery</source>
        <translation>livraison express</translation>
    </message>
    <message>
        <source>pickup at {name}, {street} {number}, {city}</source>
        <translation>point relais {name}, {street} {number}, {city}</translation>
    </message>
    <message>
        <source>from {day}</source>
        <translation>à partir du {day}</translation>
    </message>
    <message>
        <source>on {day}</source>
        <translation>le {day}</translation>
    </message>
    <message>
        <source>Delivery options — {reference}</source>
        <translation>Options de livraison — {reference}</translation>
    </message>
    <message>
        <source>Loading the delivery options…</source>
        <translation>Chargement des options de livraison…</translation>
    </message>
    <message>
        <source>Use this delivery</source>
        <translation>Utiliser cette livraison</translation>
    </message>
    <message>
        <source>This choice cannot be used:</source>
        <translation>Ce choix ne peut pas être utilisé :</translation>
    </message>
    <message>
        <source>The delivery options cannot be loaded.</source>
        <translation>Les options de livraison ne peuvent pas être chargées.</translation>
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
        <translation>le choix de livraison n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>unknown fields: {fields}</source>
        <translation>champs inconnus : {fields}</translation>
    </message>
    <message>
        <source>isPickup must be true or false, not {value}</source>
        <translation>isPickup doit valoir true ou false, pas {value}</translation>
    </message>
    <message>
        <source>pickupLocation is present although isPickup is false</source>
        <translation>pickupLocation est présent alors que isPickup vaut false</translation>
    </message>
    <message>
        <source>isPickup is true but pickupLocation is missing</source>
        <translation>isPickup vaut true mais pickupLocation manque</translation>
    </message>
    <message>
        <source>isPickup is {value} but deliveryType is {delivery_type}</source>
        <translation>isPickup vaut {value} mais deliveryType vaut {delivery_type}</translation>
    </message>
    <message>
        <source>carrier {value} is not a known carrier slug</source>
        <translation>carrier {value} n&apos;est pas un transporteur connu (slug)</translation>
    </message>
    <message>
        <source>date {value} is not a date of the form YYYY-MM-DD HH:MM:SS.ffffff</source>
        <translation>date {value} n&apos;est pas une date de la forme AAAA-MM-JJ HH:MM:SS.ffffff</translation>
    </message>
    <message>
        <source>{key} {value} is not one of {names}</source>
        <translation>{key} {value} ne fait pas partie de {names}</translation>
    </message>
    <message>
        <source>shipmentOptions must be an object, not {value}</source>
        <translation>shipmentOptions doit être un objet, pas {value}</translation>
    </message>
    <message>
        <source>shipmentOptions has an unknown option {key}</source>
        <translation>shipmentOptions contient une option inconnue {key}</translation>
    </message>
    <message>
        <source>shipmentOptions cannot hold insurance; it is an amount, not a choice</source>
        <translation>shipmentOptions ne peut pas contenir l&apos;assurance ; c&apos;est un montant, pas un choix</translation>
    </message>
    <message>
        <source>shipmentOptions.{key} must be true or false, not {value}</source>
        <translation>shipmentOptions.{key} doit valoir true ou false, pas {value}</translation>
    </message>
    <message>
        <source>pickupLocation must be an object, not {value}</source>
        <translation>pickupLocation doit être un objet, pas {value}</translation>
    </message>
    <message>
        <source>pickupLocation.{key} must be a non-empty text, not {value}</source>
        <translation>pickupLocation.{key} doit être un texte non vide, pas {value}</translation>
    </message>
    <message>
        <source>pickupLocation.{key} must be a text, not {value}</source>
        <translation>pickupLocation.{key} doit être un texte, pas {value}</translation>
    </message>
    <message>
        <source>pickupLocation.numberSuffix must be a text, not {value}</source>
        <translation>pickupLocation.numberSuffix doit être un texte, pas {value}</translation>
    </message>
    <message>
        <source>pickupLocation.distance must be a number of metres, not {value}</source>
        <translation>pickupLocation.distance doit être un nombre de mètres, pas {value}</translation>
    </message>
    <message>
        <source>pickupLocation.type must be &apos;default&apos; or &apos;locker&apos;, not {value}</source>
        <translation>pickupLocation.type doit valoir &apos;default&apos; ou &apos;locker&apos;, pas {value}</translation>
    </message>
    <message>
        <source>pickupLocation.{key} must be a number between -{limit} and {limit}, not {value}</source>
        <translation>pickupLocation.{key} doit être un nombre entre -{limit} et {limit}, pas {value}</translation>
    </message>
    <message>
        <source>pickupLocation.openingHours must be an object, not {value}</source>
        <translation>pickupLocation.openingHours doit être un objet, pas {value}</translation>
    </message>
    <message>
        <source>pickupLocation.openingHours has an unknown weekday {day}</source>
        <translation>pickupLocation.openingHours contient un jour de la semaine inconnu {day}</translation>
    </message>
    <message>
        <source>pickupLocation.openingHours.{day} must be a list, not {value}</source>
        <translation>pickupLocation.openingHours.{day} doit être une liste, pas {value}</translation>
    </message>
    <message>
        <source>pickupLocation.openingHours.{day} has a period that is not {shape}: {period}</source>
        <translation>pickupLocation.openingHours.{day} contient une période qui n&apos;est pas {shape} : {period}</translation>
    </message>
</context>
<context>
    <name>DeliverySettingsDialog</name>
    <message>
        <source>Delivery days</source>
        <translation>Jours de livraison</translation>
    </message>
    <message>
        <source>When your parcels go to the carrier: the delivery options a customer is offered (and the ones you choose for an order with Ctrl+E) start from these.</source>
        <translation>Quand vos colis partent chez le transporteur : les options de livraison proposées au client (et celles que vous choisissez pour une commande avec Ctrl+E) en partent.</translation>
    </message>
    <message>
        <source>Days the parcels go to the carrier</source>
        <translation>Jours où les colis partent chez le transporteur</translation>
    </message>
    <message>
        <source>&lt;i&gt;own cutoff (optional)&lt;/i&gt;</source>
        <translation>&lt;i&gt;heure limite propre (facultatif)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>HH:MM</source>
        <translation>HH:MM</translation>
    </message>
    <message>
        <source>HH:MM — orders after it count from the next day</source>
        <translation>HH:MM — les commandes passées après comptent à partir du lendemain</translation>
    </message>
    <message>
        <source> working days</source>
        <translation> jours ouvrables</translation>
    </message>
    <message>
        <source> days</source>
        <translation> jours</translation>
    </message>
    <message>
        <source>YYYY-MM-DD, YYYY-MM-DD …</source>
        <translation>AAAA-MM-JJ, AAAA-MM-JJ …</translation>
    </message>
    <message>
        <source>&amp;Shop</source>
        <translation>&amp;Boutique</translation>
    </message>
    <message>
        <source>&amp;Cutoff</source>
        <translation>&amp;Heure limite</translation>
    </message>
    <message>
        <source>&amp;Handling time</source>
        <translation>Délai de &amp;préparation</translation>
    </message>
    <message>
        <source>Delivery days &amp;offered</source>
        <translation>Jours de livraison &amp;proposés</translation>
    </message>
    <message>
        <source>C&amp;losed on</source>
        <translation>&amp;Fermé le</translation>
    </message>
    <message>
        <source>Saved values that cannot be used are left out (marked in red): correct them, then save.</source>
        <translation>Les valeurs enregistrées inutilisables sont ignorées (marquées en rouge) : corrigez-les, puis enregistrez.</translation>
    </message>
    <message>
        <source>Not set for this shop yet: {first} to {last}, no cutoff, five delivery days are assumed.</source>
        <translation>Pas encore réglé pour cette boutique : Station retient du {first} au {last}, sans heure limite, et cinq jours de livraison.</translation>
    </message>
    <message>
        <source>Not saved: correct the fields marked in red.</source>
        <translation>Non enregistré : corrigez les champs marqués en rouge.</translation>
    </message>
    <message>
        <source>Saved. The delivery options use them from the next order on.</source>
        <translation>Enregistré. Les options de livraison les utilisent dès la prochaine commande.</translation>
    </message>
</context>
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
    <name>DeliveryWidget</name>
    <message>
        <source>No delivery option has been chosen yet.</source>
        <translation>Aucune option de livraison n&apos;a encore été choisie.</translation>
    </message>
    <message>
        <source>The delivery options could not be loaded.</source>
        <translation>Les options de livraison n&apos;ont pas pu être chargées.</translation>
    </message>
</context>
<context>
    <name>DropOffSettings</name>
    <message>
        <source>{where}{key}: {problem}; dropped</source>
        <translation>{where}{key} : {problem} ; ignoré</translation>
    </message>
    <message>
        <source>day {day} {key}: {problem}</source>
        <translation>jour {day} {key} : {problem}</translation>
    </message>
    <message>
        <source>{value} is not a time of the form HH:MM</source>
        <translation>{value} n&apos;est pas une heure de la forme HH:MM</translation>
    </message>
    <message>
        <source>{value} is not a day number from 1 (Monday) to 7 (Sunday), or 0 for Sunday</source>
        <translation>{value} n&apos;est pas un numéro de jour de 1 (lundi) à 7 (dimanche), ou 0 pour dimanche</translation>
    </message>
    <message>
        <source>must be a text, a list of day numbers or a list of day objects, not {value}</source>
        <translation>doit être un texte, une liste de numéros de jours ou une liste d&apos;objets jour, pas {value}</translation>
    </message>
    <message>
        <source>day {days} is listed more than once</source>
        <translation>le jour {days} figure plus d&apos;une fois</translation>
    </message>
    <message>
        <source>it is empty; list at least one day</source>
        <translation>la liste est vide ; indiquez au moins un jour</translation>
    </message>
    <message>
        <source>a day object has unknown keys {keys}</source>
        <translation>un objet jour a des clés inconnues {keys}</translation>
    </message>
    <message>
        <source>{value} is not a whole number from {low} to {high}</source>
        <translation>{value} n&apos;est pas un nombre entier de {low} à {high}</translation>
    </message>
    <message>
        <source>{value} is not a list of YYYY-MM-DD dates</source>
        <translation>{value} n&apos;est pas une liste de dates AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>{values} not dates of the form YYYY-MM-DD</source>
        <translation>{values} ne sont pas des dates de la forme AAAA-MM-JJ</translation>
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
    <name>HandoverList</name>
    <message>
        <source>Handover {day}</source>
        <translation>Liste de remise du {day}</translation>
    </message>
    <message>
        <source>Handover {carrier} — {day}</source>
        <translation>Liste de remise {carrier} — {day}</translation>
    </message>
    <message>
        <source>No parcels wait for pickup.</source>
        <translation>Aucun colis n&apos;attend l&apos;enlèvement.</translation>
    </message>
    <message>
        <source>page {page} of {pages}</source>
        <translation>page {page} sur {pages}</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Code-barres</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>Code postal</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Count: {parcels}</source>
        <translation>Nombre : {parcels}</translation>
    </message>
    <message>
        <source>Count: {parcels}, {weight} known weight</source>
        <translation>Nombre : {parcels}, {weight} de poids connu</translation>
    </message>
    <message>
        <source>Driver&apos;s name</source>
        <translation>Nom du chauffeur</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Time of pickup</source>
        <translation>Heure d&apos;enlèvement</translation>
    </message>
    <message>
        <source>{weight} kg</source>
        <translation>{weight} kg</translation>
    </message>
    <message numerus="yes">
        <source>%n parcels</source>
        <translation>
            <numerusform>%n colis</numerusform>
            <numerusform>%n colis</numerusform>
        </translation>
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
    <name>InlineQuestion</name>
    <message>
        <source>Leave everything as it is (Esc)</source>
        <translation>Tout laisser tel quel (Échap)</translation>
    </message>
</context>
<context>
    <name>LabelDialogs</name>
    <message>
        <source>&amp;Yes, print again</source>
        <translation>&amp;Oui, réimprimer</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>LabelFormatRow</name>
    <message>
        <source>Print as</source>
        <translation>Imprimer en</translation>
    </message>
    <message>
        <source>A6 label</source>
        <translation>Étiquette A6</translation>
    </message>
    <message>
        <source>A4 sheet (4 per page)</source>
        <translation>Feuille A4 (4 par page)</translation>
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
        <translation>4 × 6 pouces (102 × 152 mm)</translation>
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
    <name>LabelPrinter</name>
    <message>
        <source>the label printer at {address} does not answer</source>
        <translation>l&apos;imprimante d&apos;étiquettes à l&apos;adresse {address} ne répond pas</translation>
    </message>
    <message>
        <source>the label printer at {address} cannot be reached ({error})</source>
        <translation>l&apos;imprimante d&apos;étiquettes à l&apos;adresse {address} est injoignable ({error})</translation>
    </message>
    <message>
        <source>sending to {address} broke off ({error})</source>
        <translation>l&apos;envoi vers {address} a été interrompu ({error})</translation>
    </message>
    <message>
        <source>the label printer at {address} did not answer the status query</source>
        <translation>l&apos;imprimante d&apos;étiquettes à l&apos;adresse {address} n&apos;a pas répondu à la demande d&apos;état</translation>
    </message>
    <message>
        <source>asking {address} for its status failed ({error})</source>
        <translation>la demande d&apos;état à {address} a échoué ({error})</translation>
    </message>
    <message>
        <source>the printer at {address} closed before its status was complete</source>
        <translation>l&apos;imprimante à l&apos;adresse {address} a coupé la connexion avant la fin de son état</translation>
    </message>
    <message>
        <source>this computer has no CUPS lp command to send raw labels with</source>
        <translation>cet ordinateur n&apos;a pas la commande lp de CUPS pour envoyer les étiquettes en mode brut</translation>
    </message>
    <message>
        <source>the print system did not take the job for {queue}</source>
        <translation>le système d&apos;impression n&apos;a pas accepté la tâche pour {queue}</translation>
    </message>
    <message>
        <source>the print queue {queue} refused the job: {reason}</source>
        <translation>la file d&apos;impression {queue} a refusé la tâche : {reason}</translation>
    </message>
    <message>
        <source>the default printer</source>
        <translation>l&apos;imprimante par défaut</translation>
    </message>
    <message>
        <source>this computer has no default printer; choose the label printer&apos;s queue</source>
        <translation>cet ordinateur n&apos;a pas d&apos;imprimante par défaut ; choisissez la file de l&apos;imprimante d&apos;étiquettes</translation>
    </message>
    <message>
        <source>the label is not a readable PDF ({error})</source>
        <translation>l&apos;étiquette n&apos;est pas un PDF lisible ({error})</translation>
    </message>
    <message>
        <source>the printer {printer} could not start a job</source>
        <translation>l&apos;imprimante {printer} n&apos;a pas pu démarrer de tâche</translation>
    </message>
    <message>
        <source>the printer {queue} is not installed on this computer</source>
        <translation>l&apos;imprimante {queue} n&apos;est pas installée sur cet ordinateur</translation>
    </message>
    <message>
        <source>this computer has no default printer; choose one in the printer profile</source>
        <translation>cet ordinateur n&apos;a pas d&apos;imprimante par défaut ; choisissez-en une dans le profil d&apos;imprimante</translation>
    </message>
    <message>
        <source>the printer {printer} reported an error</source>
        <translation>l&apos;imprimante {printer} a signalé une erreur</translation>
    </message>
    <message numerus="yes">
        <source>%n pages</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message>
        <source>queue {queue}</source>
        <translation>file {queue}</translation>
    </message>
    <message>
        <source>the spooler refused a raw job for {queue} (error {code})</source>
        <translation>le spouleur a refusé une tâche brute pour {queue} (erreur {code})</translation>
    </message>
    <message>
        <source>the spooler took {written} of {size} bytes for {queue}</source>
        <translation>le spouleur a pris {written} octets sur {size} pour {queue}</translation>
    </message>
    <message>
        <source>Check that the printer is switched on and on the network, and that the address in the printer profile is its address.</source>
        <translation>Vérifiez que l&apos;imprimante est allumée et connectée au réseau, et que l&apos;adresse du profil d&apos;imprimante est bien la sienne.</translation>
    </message>
    <message>
        <source>the printer at {address} does not answer like a ZPL label printer</source>
        <translation>l&apos;imprimante à l&apos;adresse {address} ne répond pas comme une imprimante d&apos;étiquettes ZPL</translation>
    </message>
    <message>
        <source>Check the address, and that the printer is set to ZPL (not EPL or ESC/POS).</source>
        <translation>Vérifiez l&apos;adresse, et que l&apos;imprimante est réglée sur ZPL (pas EPL ni ESC/POS).</translation>
    </message>
    <message>
        <source>{reason}. {advice}</source>
        <translation>{reason}. {advice}</translation>
    </message>
    <message numerus="yes">
        <source>%n labels, {size} bytes of ZPL</source>
        <translation>
            <numerusform>%n étiquette, {size} octets de ZPL</numerusform>
            <numerusform>%n étiquettes, {size} octets de ZPL</numerusform>
        </translation>
    </message>
    <message>
        <source>The label printer cannot print: {words}</source>
        <translation>L&apos;imprimante d&apos;étiquettes ne peut pas imprimer : {words}</translation>
    </message>
    <message>
        <source>{error}. {advice}</source>
        <translation>{error}. {advice}</translation>
    </message>
    <message>
        <source>{count} to {where}; then the printer said: {words}</source>
        <translation>{count} vers {where} ; puis l&apos;imprimante a signalé : {words}</translation>
    </message>
    <message>
        <source>queue {queue} (raw)</source>
        <translation>file {queue} (brut)</translation>
    </message>
    <message>
        <source>{count} to {where}</source>
        <translation>{count} vers {where}</translation>
    </message>
    <message>
        <source>the label printer&apos;s head is open</source>
        <translation>la tête de l&apos;imprimante d&apos;étiquettes est ouverte</translation>
    </message>
    <message>
        <source>Close the print head until it clicks, then print again.</source>
        <translation>Fermez la tête d&apos;impression jusqu&apos;au déclic, puis imprimez à nouveau.</translation>
    </message>
    <message>
        <source>the label printer is out of labels</source>
        <translation>l&apos;imprimante d&apos;étiquettes n&apos;a plus d&apos;étiquettes</translation>
    </message>
    <message>
        <source>Load a new roll, close the head and press Feed once, then print again.</source>
        <translation>Mettez un nouveau rouleau, fermez la tête, appuyez une fois sur Feed, puis imprimez à nouveau.</translation>
    </message>
    <message>
        <source>the label printer is paused</source>
        <translation>l&apos;imprimante d&apos;étiquettes est en pause</translation>
    </message>
    <message>
        <source>Press its Pause button (on some models Feed) to resume, then print again.</source>
        <translation>Appuyez sur son bouton Pause (Feed sur certains modèles) pour reprendre, puis imprimez à nouveau.</translation>
    </message>
    <message>
        <source>the label printer&apos;s memory is full of labels it has not printed yet</source>
        <translation>la mémoire de l&apos;imprimante d&apos;étiquettes est pleine d&apos;étiquettes pas encore imprimées</translation>
    </message>
    <message>
        <source>Wait until it has printed them; if nothing moves, switch it off and on.</source>
        <translation>Attendez qu&apos;elle les ait imprimées ; si rien ne bouge, éteignez-la puis rallumez-la.</translation>
    </message>
    <message>
        <source>the label printer is ready</source>
        <translation>l&apos;imprimante d&apos;étiquettes est prête</translation>
    </message>
    <message>
        <source>job {job} is not a PDF; nothing written</source>
        <translation>la tâche {job} n&apos;est pas un PDF ; rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>could not write {file}: {error}</source>
        <translation>impossible d&apos;écrire {file} : {error}</translation>
    </message>
    <message>
        <source>a network printer needs an address, such as 192.168.1.50</source>
        <translation>une imprimante réseau a besoin d&apos;une adresse, par exemple 192.168.1.50</translation>
    </message>
    <message>
        <source>{address}: an IPv6 address ends with &apos;]&apos;</source>
        <translation>{address} : une adresse IPv6 se termine par &apos;]&apos;</translation>
    </message>
    <message>
        <source>{address}: after &apos;]&apos; only &apos;:port&apos; may follow</source>
        <translation>{address} : après &apos;]&apos; seul &apos;:port&apos; peut suivre</translation>
    </message>
    <message>
        <source>{address} is not a printer address</source>
        <translation>{address} n&apos;est pas une adresse d&apos;imprimante</translation>
    </message>
    <message>
        <source>{address}: the port is a number from 1 to 65535 (label printers use {port})</source>
        <translation>{address} : le port est un nombre de 1 à 65535 (les imprimantes d&apos;étiquettes utilisent {port})</translation>
    </message>
    <message>
        <source>the label&apos;s print is {size} mm {what} and the media only {media} mm: choose the media the label was made for in the printer profile</source>
        <translation>l&apos;impression de l&apos;étiquette fait {size} mm de {what} et le support seulement {media} mm : choisissez dans le profil d&apos;imprimante le support pour lequel l&apos;étiquette a été faite</translation>
    </message>
    <message>
        <source>wide</source>
        <translation>large</translation>
    </message>
    <message>
        <source>long</source>
        <translation>long</translation>
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
    <name>OfflineRequests</name>
    <message>
        <source>{reference}: this table&apos;s claim on it may have run out while the shared queue cannot be reached; another table may take it now. Nothing was done here.</source>
        <translation>{reference} : cette commande n&apos;est peut-être plus réservée à cette table tant que la file d&apos;attente partagée est injoignable ; une autre table peut la reprendre maintenant. Rien n&apos;a été fait ici.</translation>
    </message>
    <message>
        <source>{reference} is not claimed at this table, and no order can be claimed while the shared queue cannot be reached. Nothing was done here.</source>
        <translation>{reference} n&apos;est pas prise à cette table, et aucune commande ne peut être prise tant que la file d&apos;attente partagée est injoignable. Rien n&apos;a été fait ici.</translation>
    </message>
    <message>
        <source>{reference} was not read at this table before the shared queue was lost. Nothing was done here.</source>
        <translation>{reference} n&apos;avait pas été lue à cette table avant la perte de la file d&apos;attente partagée. Rien n&apos;a été fait ici.</translation>
    </message>
    <message>
        <source>Nothing was sent from this table for it: the other table ships it. Nothing to undo here.</source>
        <translation>Rien n&apos;a été envoyé depuis cette table pour cette commande : l&apos;autre table l&apos;expédie. Rien à annuler ici.</translation>
    </message>
    <message>
        <source>{reference}: the shared queue cannot be reached. Kept at this table: it is created and printed once the shared queue answers again.</source>
        <translation>{reference} : la file d&apos;attente partagée est injoignable. Gardée à cette table : l&apos;envoi sera créé et l&apos;étiquette imprimée dès que la file d&apos;attente partagée répondra.</translation>
    </message>
    <message>
        <source>{reference} is already kept at this table: it is created and printed once the shared queue answers again.</source>
        <translation>{reference} est déjà gardée à cette table : l&apos;envoi sera créé et l&apos;étiquette imprimée dès que la file d&apos;attente partagée répondra.</translation>
    </message>
    <message>
        <source>{reference} was taken over by {station} while this table was cut off; your request of {time} was not carried out here.</source>
        <translation>{reference} a été reprise par {station} pendant que cette table était coupée ; votre demande de {time} n&apos;a pas été exécutée ici.</translation>
    </message>
    <message>
        <source>{reference} was taken over by another table while this table was cut off; your request of {time} was not carried out here.</source>
        <translation>{reference} a été reprise par une autre table pendant que cette table était coupée ; votre demande de {time} n&apos;a pas été exécutée ici.</translation>
    </message>
    <message>
        <source>No order claimed at this table matches &apos;{code}&apos;, and no order can be claimed while the shared queue cannot be reached. Nothing was done here.</source>
        <translation>Aucune commande prise à cette table ne correspond à « {code} », et aucune commande ne peut être prise tant que la file d&apos;attente partagée est injoignable. Rien n&apos;a été fait ici.</translation>
    </message>
</context>
<context>
    <name>OperatorController</name>
    <message>
        <source>Who is packing: the operator log records every action with this name. Click to switch.</source>
        <translation>Qui emballe : le journal enregistre chaque action sous ce nom. Cliquez pour changer.</translation>
    </message>
    <message>
        <source>S&amp;witch operator…</source>
        <translation>Changer d&apos;&amp;opérateur…</translation>
    </message>
    <message>
        <source>Operator &amp;log…</source>
        <translation>&amp;Journal…</translation>
    </message>
    <message>
        <source>Packing: %s</source>
        <translation>Opérateur : %s</translation>
    </message>
    <message>
        <source>%s is packing: the log records what they do.</source>
        <translation>%s emballe : le journal enregistre ce qu&apos;il fait.</translation>
    </message>
</context>
<context>
    <name>OperatorDialog</name>
    <message>
        <source>Who is packing?</source>
        <translation>Qui emballe ?</translation>
    </message>
    <message>
        <source>Choose your name. Everything you create, print, reprint, cancel or return is logged with it.</source>
        <translation>Choisissez votre nom. Tout ce que vous créez, imprimez, réimprimez, annulez ou retournez est enregistré avec lui.</translation>
    </message>
    <message>
        <source>Choose who packs from now on. Work done so far stays logged with its own name.</source>
        <translation>Choisissez qui emballe désormais. Le travail déjà fait reste enregistré sous son propre nom.</translation>
    </message>
    <message>
        <source>Someone else: type a name</source>
        <translation>Quelqu&apos;un d&apos;autre : tapez un nom</translation>
    </message>
    <message>
        <source>&amp;Forget the selected name</source>
        <translation>&amp;Oublier le nom choisi</translation>
    </message>
    <message>
        <source>&amp;Start packing</source>
        <translation>&amp;Commencer l&apos;emballage</translation>
    </message>
    <message>
        <source>%s is packing now: choose someone else first.</source>
        <translation>%s emballe en ce moment : choisissez d&apos;abord quelqu&apos;un d&apos;autre.</translation>
    </message>
</context>
<context>
    <name>OperatorLog</name>
    <message>
        <source>no order lines with an EAN</source>
        <translation>aucune ligne de commande avec un EAN</translation>
    </message>
    <message>
        <source>not on the order: {code}</source>
        <translation>ne fait pas partie de la commande : {code}</translation>
    </message>
    <message>
        <source>more than the order has: {code}</source>
        <translation>plus que la commande n&apos;en contient : {code}</translation>
    </message>
    <message numerus="yes">
        <source>%n items scanned</source>
        <translation>
            <numerusform>%n article scanné</numerusform>
            <numerusform>%n articles scannés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines without EAN checked by eye</source>
        <translation>
            <numerusform>%n ligne sans EAN vérifiée à l&apos;œil</numerusform>
            <numerusform>%n lignes sans EAN vérifiées à l&apos;œil</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: {imported} imported, {skipped} already queued, {errors} rows with errors</source>
        <translation>{file} : {imported} importées, {skipped} déjà en file, {errors} lignes en erreur</translation>
    </message>
    <message numerus="yes">
        <source>%n orders added</source>
        <translation>
            <numerusform>%n commande ajoutée</numerusform>
            <numerusform>%n commandes ajoutées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shipments added</source>
        <translation>
            <numerusform>%n envoi ajouté</numerusform>
            <numerusform>%n envois ajoutés</numerusform>
        </translation>
    </message>
    <message>
        <source>shipment {id} barcode {barcode}</source>
        <translation>envoi {id} code-barres {barcode}</translation>
    </message>
    <message>
        <source>{format} on {printer}: {detail}</source>
        <translation>{format} sur {printer} : {detail}</translation>
    </message>
    <message>
        <source>{job} waited {seconds} s in {queue}</source>
        <translation>{job} a attendu {seconds} s dans {queue}</translation>
    </message>
    <message>
        <source>{format}: {reason}</source>
        <translation>{format} : {reason}</translation>
    </message>
    <message>
        <source>shipment {id} (it was cancelled at the service already)</source>
        <translation>envoi {id} (déjà annulé auprès du service d&apos;expédition)</translation>
    </message>
    <message>
        <source>shipment {id}</source>
        <translation>envoi {id}</translation>
    </message>
    <message>
        <source>parcel {number} of {count} (shipment {id}; it was cancelled at the service already)</source>
        <translation>colis {number} sur {count} (envoi {id} ; déjà annulé auprès du service d&apos;expédition)</translation>
    </message>
    <message>
        <source>parcel {number} of {count} (shipment {id})</source>
        <translation>colis {number} sur {count} (envoi {id})</translation>
    </message>
    <message>
        <source>parcel {number} of {count} (shipment {id}; the service deleted it with its main parcel)</source>
        <translation>colis {number} sur {count} (envoi {id} ; le service d&apos;expédition l&apos;a supprimé avec le colis principal)</translation>
    </message>
    <message>
        <source>parcel {number} of {count} (shipment {id}): {reason}</source>
        <translation>colis {number} sur {count} (envoi {id}) : {reason}</translation>
    </message>
    <message>
        <source>after {operator}</source>
        <translation>après {operator}</translation>
    </message>
    <message>
        <source>again</source>
        <translation>à nouveau</translation>
    </message>
</context>
<context>
    <name>OperatorLogDialog</name>
    <message>
        <source>Operator log</source>
        <translation>Journal des opérateurs</translation>
    </message>
    <message>
        <source>&amp;Day</source>
        <translation>&amp;Jour</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entrée</numerusform>
            <numerusform>%n entrées</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the operator log as CSV</source>
        <translation>Exporter le journal en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Not saved: %s</source>
        <translation>Non enregistré : %s</translation>
    </message>
    <message numerus="yes">
        <source>%n entries saved to {file}</source>
        <translation>
            <numerusform>%n entrée enregistrée dans {file}</numerusform>
            <numerusform>%n entrées enregistrées dans {file}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OperatorLogExport</name>
    <message>
        <source>time</source>
        <translation>heure</translation>
    </message>
    <message>
        <source>operator</source>
        <translation>opérateur</translation>
    </message>
    <message>
        <source>action</source>
        <translation>action</translation>
    </message>
    <message>
        <source>order</source>
        <translation>commande</translation>
    </message>
    <message>
        <source>detail</source>
        <translation>détail</translation>
    </message>
</context>
<context>
    <name>OperatorLogModel</name>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Opérateur</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
</context>
<context>
    <name>Operators</name>
    <message>
        <source>Type a name: the log says who did what.</source>
        <translation>Tapez un nom : le journal indique qui a fait quoi.</translation>
    </message>
    <message>
        <source>A name has at most {limit} characters; this one has {length}.</source>
        <translation>Un nom a au plus {limit} caractères ; celui-ci en a {length}.</translation>
    </message>
    <message>
        <source>A name cannot hold control characters (a scan or a paste went astray?).</source>
        <translation>Un nom ne peut pas contenir de caractères de contrôle (un scan ou un collage égaré ?).</translation>
    </message>
</context>
<context>
    <name>OptionsEditor</name>
    <message>
        <source>&amp;Carrier</source>
        <translation>&amp;Transporteur</translation>
    </message>
    <message>
        <source>Pac&amp;kage</source>
        <translation>&amp;Colis</translation>
    </message>
    <message>
        <source>Pickup point</source>
        <translation>Point relais</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>&amp;Insurance</source>
        <translation>&amp;Assurance</translation>
    </message>
    <message>
        <source>&amp;Weight</source>
        <translation>&amp;Poids</translation>
    </message>
    <message>
        <source>E&amp;xtra parcels</source>
        <translation>Colis s&amp;upplémentaires</translation>
    </message>
    <message>
        <source>&amp;Delivery</source>
        <translation>&amp;Livraison</translation>
    </message>
    <message>
        <source>Delivery options…</source>
        <translation>Options de livraison…</translation>
    </message>
    <message>
        <source>Choose a delivery moment or pickup point (Ctrl+E)</source>
        <translation>Choisir un moment de livraison ou un point relais (Ctrl+E)</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>non indiqué</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>{carrier} (not active)</source>
        <translation>{carrier} (non actif)</translation>
    </message>
    <message>
        <source>{choice} (not offered)</source>
        <translation>{choice} (non proposé)</translation>
    </message>
    <message>
        <source>No insurance</source>
        <translation>Sans assurance</translation>
    </message>
    <message>
        <source>up to {amount}</source>
        <translation>jusqu&apos;à {amount}</translation>
    </message>
    <message>
        <source>None chosen: use Delivery options…</source>
        <translation>Aucun choisi : utilisez Options de livraison…</translation>
    </message>
</context>
<context>
    <name>OrderHistory</name>
    <message>
        <source>label printed</source>
        <translation>étiquette imprimée</translation>
    </message>
    <message>
        <source>label reprinted</source>
        <translation>étiquette réimprimée</translation>
    </message>
    <message>
        <source>note added</source>
        <translation>note ajoutée</translation>
    </message>
    <message>
        <source>print confirmed</source>
        <translation>impression confirmée</translation>
    </message>
    <message>
        <source>print confirmed missing</source>
        <translation>non-impression confirmée</translation>
    </message>
    <message>
        <source>print failed</source>
        <translation>impression échouée</translation>
    </message>
    <message>
        <source>print stuck</source>
        <translation>impression bloquée</translation>
    </message>
    <message>
        <source>queued print dropped</source>
        <translation>impression en attente abandonnée</translation>
    </message>
    <message>
        <source>return created</source>
        <translation>envoi retour créé</translation>
    </message>
    <message>
        <source>return refused</source>
        <translation>envoi retour refusé</translation>
    </message>
    <message>
        <source>return label printed</source>
        <translation>étiquette retour imprimée</translation>
    </message>
    <message>
        <source>return label reprinted</source>
        <translation>étiquette retour réimprimée</translation>
    </message>
    <message>
        <source>return label saved</source>
        <translation>étiquette retour enregistrée</translation>
    </message>
    <message>
        <source>shipment cancelled</source>
        <translation>envoi annulé</translation>
    </message>
    <message>
        <source>shipment cancelled elsewhere</source>
        <translation>envoi annulé ailleurs</translation>
    </message>
    <message>
        <source>shipment created</source>
        <translation>envoi créé</translation>
    </message>
    <message>
        <source>shipment edited</source>
        <translation>envoi modifié</translation>
    </message>
    <message>
        <source>shipment refused</source>
        <translation>envoi refusé</translation>
    </message>
    <message>
        <source>shipped elsewhere</source>
        <translation>expédié ailleurs</translation>
    </message>
    <message>
        <source>cancelled elsewhere</source>
        <translation>annulé ailleurs</translation>
    </message>
    <message>
        <source>ship anyway confirmed</source>
        <translation>expédition malgré tout confirmée</translation>
    </message>
    <message>
        <source>packing slip failed</source>
        <translation>bordereau d&apos;emballage échoué</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>lot</translation>
    </message>
    <message>
        <source>import</source>
        <translation>import</translation>
    </message>
    <message>
        <source>print refused</source>
        <translation>impression refusée</translation>
    </message>
    <message>
        <source>sheet reset</source>
        <translation>nouvelle feuille</translation>
    </message>
    <message>
        <source>sync</source>
        <translation>commandes récupérées</translation>
    </message>
    <message>
        <source>day closed</source>
        <translation>journée clôturée</translation>
    </message>
    <message>
        <source>operator chosen</source>
        <translation>opérateur choisi</translation>
    </message>
    <message>
        <source>contents verified</source>
        <translation>contenu vérifié</translation>
    </message>
    <message>
        <source>item refused</source>
        <translation>article refusé</translation>
    </message>
    <message>
        <source>verification skipped</source>
        <translation>vérification ignorée</translation>
    </message>
</context>
<context>
    <name>OrderImport</name>
    <message>
        <source>The file is {size} bytes; at most {limit}.</source>
        <translation>Le fichier fait {size} octets ; {limit} au maximum.</translation>
    </message>
    <message>
        <source>The file cannot be read: {error}.</source>
        <translation>Le fichier ne peut pas être lu : {error}.</translation>
    </message>
    <message>
        <source>The file is empty; it needs a header row and orders.</source>
        <translation>Le fichier est vide ; il lui faut une ligne d&apos;en-tête et des commandes.</translation>
    </message>
    <message>
        <source>The file is not valid CSV: {error}.</source>
        <translation>Le fichier n&apos;est pas un CSV valide : {error}.</translation>
    </message>
    <message>
        <source>The header lacks the column(s) {columns}; see docs/order-import.md for the format.</source>
        <translation>L&apos;en-tête n&apos;a pas la ou les colonnes {columns} ; voir docs/order-import.md pour le format.</translation>
    </message>
    <message>
        <source>Unknown column(s) ignored: {columns}.</source>
        <translation>Colonne(s) inconnue(s) ignorée(s) : {columns}.</translation>
    </message>
    <message>
        <source>The row has {values} values but the header {columns}.</source>
        <translation>La ligne a {values} valeurs, l&apos;en-tête {columns}.</translation>
    </message>
    <message>
        <source>The label description has {length} characters; at most {limit}.</source>
        <translation>La description de l&apos;étiquette a {length} caractères ; {limit} au maximum.</translation>
    </message>
    <message>
        <source>Order {reference} (line {line}) has {column} &apos;{first}&apos;, this row &apos;{value}&apos;; a reference must be unique per order.</source>
        <translation>La commande {reference} (ligne {line}) a {column} « {first} », cette ligne « {value} » ; une référence ne vaut que pour une commande.</translation>
    </message>
    <message>
        <source>Order {reference} appears again (line {line}) without a product; a reference must be unique per order.</source>
        <translation>La commande {reference} revient (ligne {line}) sans produit ; une référence ne vaut que pour une commande.</translation>
    </message>
    <message>
        <source>The order reference is empty; every order needs one.</source>
        <translation>La référence de commande est vide ; chaque commande en a besoin.</translation>
    </message>
    <message>
        <source>The reference is longer than {limit} characters.</source>
        <translation>La référence dépasse {limit} caractères.</translation>
    </message>
    <message>
        <source>The reference contains control characters.</source>
        <translation>La référence contient des caractères de contrôle.</translation>
    </message>
    <message>
        <source>The column {column} is empty; fill it in.</source>
        <translation>La colonne {column} est vide ; remplissez-la.</translation>
    </message>
    <message>
        <source>The name has {length} characters; at most {limit}.</source>
        <translation>Le nom a {length} caractères ; {limit} au maximum.</translation>
    </message>
    <message>
        <source>&apos;{country}&apos; is not a two-letter country code such as NL or BE.</source>
        <translation>« {country} » n&apos;est pas un code pays de deux lettres comme NL ou BE.</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is not a valid {country} postal code (like {example}).</source>
        <translation>« {code} » n&apos;est pas un code postal valable pour {country} (comme {example}).</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is not a valid {country} postal code.</source>
        <translation>« {code} » n&apos;est pas un code postal valable pour {country}.</translation>
    </message>
    <message>
        <source>Unknown carrier &apos;{value}&apos;; use one of {known}.</source>
        <translation>Transporteur inconnu « {value} » ; utilisez l&apos;un de {known}.</translation>
    </message>
    <message>
        <source>Unknown option &apos;{word}&apos;.</source>
        <translation>Option inconnue « {word} ».</translation>
    </message>
    <message>
        <source>Insurance is an amount: put it in the insurance column.</source>
        <translation>L&apos;assurance est un montant : mettez-la dans la colonne insurance.</translation>
    </message>
    <message>
        <source>Unknown {column} &apos;{value}&apos;; use one of {known}.</source>
        <translation>Valeur inconnue « {value} » dans {column} ; utilisez l&apos;une de {known}.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a whole number.</source>
        <translation>« {value} » n&apos;est pas un nombre entier.</translation>
    </message>
    <message>
        <source>{number} is below {minimum}.</source>
        <translation>{number} est inférieur à {minimum}.</translation>
    </message>
    <message>
        <source>An order line needs a sku or a product name.</source>
        <translation>Une ligne de commande a besoin d&apos;un sku ou d&apos;un nom de produit.</translation>
    </message>
    <message>
        <source>The file is not valid JSON: {error}.</source>
        <translation>Le fichier n&apos;est pas un JSON valide : {error}.</translation>
    </message>
    <message>
        <source>The file must hold a list of orders or {example}.</source>
        <translation>Le fichier doit contenir une liste de commandes ou {example}.</translation>
    </message>
    <message>
        <source>This entry is not an order object.</source>
        <translation>Cette entrée n&apos;est pas un objet commande.</translation>
    </message>
    <message>
        <source>Reference {reference} is used by order {other} too.</source>
        <translation>La référence {reference} est aussi utilisée par la commande {other}.</translation>
    </message>
    <message>
        <source>The order has no recipient object.</source>
        <translation>La commande n&apos;a pas d&apos;objet recipient.</translation>
    </message>
    <message>
        <source>options must be a list of option names.</source>
        <translation>options doit être une liste de noms d&apos;options.</translation>
    </message>
    <message>
        <source>lines must be a list.</source>
        <translation>lines doit être une liste.</translation>
    </message>
    <message>
        <source>Every order line must be an object.</source>
        <translation>Chaque ligne de commande doit être un objet.</translation>
    </message>
    <message>
        <source>The label description is longer than {limit} characters.</source>
        <translation>La description de l&apos;étiquette dépasse {limit} caractères.</translation>
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
        <translation>Statut service</translation>
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
    <name>OrderView</name>
    <message>
        <source>Shipped at another station; its label is not printed there yet.</source>
        <translation>Expédié à un autre poste ; son étiquette n&apos;y est pas encore imprimée.</translation>
    </message>
    <message>
        <source>The label shows here once it is printed.</source>
        <translation>L&apos;étiquette s&apos;affiche ici une fois imprimée.</translation>
    </message>
    <message>
        <source>No shipment yet: Create &amp; print (Ctrl+Enter).</source>
        <translation>Pas encore d&apos;envoi : Créer &amp; imprimer (Ctrl+Entrée).</translation>
    </message>
    <message>
        <source>No shipment: its label is void.</source>
        <translation>Pas d&apos;envoi : son étiquette n&apos;est pas valable.</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Étiquette d&apos;expédition</translation>
    </message>
    <message>
        <source>Return label</source>
        <translation>Étiquette retour</translation>
    </message>
    <message>
        <source>Packing slip</source>
        <translation>Bordereau d&apos;emballage</translation>
    </message>
    <message>
        <source>Sender address saved: new shipments are sent from it.</source>
        <translation>Adresse de l&apos;expéditeur enregistrée : les nouveaux envois partent de cette adresse.</translation>
    </message>
    <message>
        <source>Parcel {number} of {count} · {barcode}</source>
        <translation>Colis {number} sur {count} · {barcode}</translation>
    </message>
</context>
<context>
    <name>Outbox</name>
    <message>
        <source>Shipment {reference} is queued: {reason}</source>
        <translation>L&apos;envoi {reference} est en file d&apos;attente : {reason}</translation>
    </message>
    <message>
        <source>the shipment was not created</source>
        <translation>l&apos;envoi n&apos;a pas été créé</translation>
    </message>
    <message>
        <source>The return for {reference} is queued: {reason}</source>
        <translation>L&apos;envoi retour pour {reference} est en file d&apos;attente : {reason}</translation>
    </message>
    <message>
        <source>{reference}: the label was not printed ({reason}).</source>
        <translation>{reference} : l&apos;étiquette n&apos;a pas été imprimée ({reason}).</translation>
    </message>
    <message>
        <source>The label of {reference} may have been printed before Station stopped.</source>
        <translation>L&apos;étiquette de {reference} a peut-être été imprimée avant l&apos;arrêt de Station.</translation>
    </message>
    <message>
        <source>No printer is set up for {format} labels.</source>
        <translation>Aucune imprimante n&apos;est configurée pour les étiquettes {format}.</translation>
    </message>
    <message>
        <source>{name}: the queued label was not printed: {reason}</source>
        <translation>{name} : l&apos;étiquette en attente n&apos;a pas été imprimée : {reason}</translation>
    </message>
    <message>
        <source>label not available: {reason}</source>
        <translation>étiquette indisponible : {reason}</translation>
    </message>
    <message>
        <source>Order {order} has no shipment to print.</source>
        <translation>La commande {order} n&apos;a pas d&apos;envoi à imprimer.</translation>
    </message>
    <message>
        <source>{reference} was shipped at another station ({elsewhere}): nothing new was printed.</source>
        <translation>{reference} a été expédiée depuis un autre poste ({elsewhere}) : rien de nouveau n&apos;a été imprimé.</translation>
    </message>
    <message>
        <source>The label of {reference} is queued already and prints when the service is back.</source>
        <translation>L&apos;étiquette de {reference} est déjà en file d&apos;attente et s&apos;imprimera dès le retour du service.</translation>
    </message>
    <message>
        <source>The label of {reference} was printed already.</source>
        <translation>L&apos;étiquette de {reference} a déjà été imprimée.</translation>
    </message>
    <message>
        <source>print {id}</source>
        <translation>impression {id}</translation>
    </message>
    <message>
        <source>{name}: label asked for with the shipment printed ({format} on {printer})</source>
        <translation>{name} : l&apos;étiquette demandée avec l&apos;envoi a été imprimée ({format} sur {printer})</translation>
    </message>
    <message>
        <source>{name}: queued label printed ({format} on {printer})</source>
        <translation>{name} : étiquette en attente imprimée ({format} sur {printer})</translation>
    </message>
    <message>
        <source>{name}: the label waiting for its shipment was not printed ({reason})</source>
        <translation>{name} : l&apos;étiquette qui attendait son envoi n&apos;a pas été imprimée ({reason})</translation>
    </message>
    <message>
        <source>{name}: the label waiting for its shipment will not be printed ({reason})</source>
        <translation>{name} : l&apos;étiquette qui attend son envoi ne sera pas imprimée ({reason})</translation>
    </message>
    <message>
        <source>Label {job} is queued: {reason}</source>
        <translation>L&apos;étiquette {job} est en file d&apos;attente : {reason}</translation>
    </message>
    <message>
        <source>not printed: slot {slots} of the sheet in the tray is used already</source>
        <translation>non imprimée : la case {slots} de la feuille dans le bac est déjà utilisée</translation>
    </message>
    <message>
        <source>Label {job} was not printed: slot {slots} of the sheet in the tray is used already.</source>
        <translation>L&apos;étiquette {job} n&apos;a pas été imprimée : la case {slots} de la feuille dans le bac est déjà utilisée.</translation>
    </message>
    <message>
        <source>printer failed: {error}</source>
        <translation>échec de l&apos;imprimante : {error}</translation>
    </message>
    <message>
        <source>return #{id}</source>
        <translation>l&apos;envoi retour n° {id}</translation>
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
    <name>PackingSlip</name>
    <message>
        <source>Orders without lines (imported from a file without the product columns) print no packing slip: there is nothing to list on it.</source>
        <translation>Les commandes sans lignes (importées d&apos;un fichier sans colonnes de produits) n&apos;impriment pas de bordereau d&apos;emballage : il n&apos;y a rien à y lister.</translation>
    </message>
    <message>
        <source>Packing slip</source>
        <translation>Bordereau d&apos;emballage</translation>
    </message>
    <message>
        <source>Packing slip — order {reference}</source>
        <translation>Bordereau d&apos;emballage — commande {reference}</translation>
    </message>
    <message>
        <source>Ship to</source>
        <translation>Destinataire</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Qté</translation>
    </message>
    <message>
        <source>SKU / product</source>
        <translation>Référence / produit</translation>
    </message>
    <message>
        <source>{items} in {lines}</source>
        <translation>{items} sur {lines}</translation>
    </message>
    <message numerus="yes">
        <source>%n items</source>
        <translation>
            <numerusform>%n article</numerusform>
            <numerusform>%n articles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lines</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PackingTable</name>
    <message>
        <source>Label stuck in the printer queue</source>
        <translation>Étiquette bloquée dans la file de l&apos;imprimante</translation>
    </message>
</context>
<context>
    <name>PrintJobs</name>
    <message>
        <source>queued — prints when the service answers</source>
        <translation>en file d&apos;attente — imprimée dès que le service répond</translation>
    </message>
    <message>
        <source>sending to the printer</source>
        <translation>envoi à l&apos;imprimante</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>envoyée</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échouée</translation>
    </message>
    <message>
        <source>unknown — did it come out? (answer above the panels)</source>
        <translation>inconnu — est-elle sortie ? (répondez au-dessus des panneaux)</translation>
    </message>
    <message>
        <source>reprint {format} on {printer} — {state}</source>
        <translation>réimpression {format} sur {printer} — {state}</translation>
    </message>
    <message>
        <source>print {format} on {printer} — {state}</source>
        <translation>impression {format} sur {printer} — {state}</translation>
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
        <source>The printer list did not change while Station waited; the sync may still be running. Refresh later.</source>
        <translation>La liste des imprimantes n&apos;a pas changé pendant que Station attendait ; la synchronisation est peut-être en cours. Actualisez plus tard.</translation>
    </message>
    <message>
        <source>The sync could not be started.</source>
        <translation>La synchronisation n&apos;a pas pu démarrer.</translation>
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
    <name>PrinterHealth</name>
    <message>
        <source>ready</source>
        <translation>prête</translation>
    </message>
    <message>
        <source>the folder {folder} cannot be written to</source>
        <translation>impossible d&apos;écrire dans le dossier {folder}</translation>
    </message>
    <message>
        <source>Choose a folder you may write to in the printer profile.</source>
        <translation>Choisissez dans le profil d&apos;imprimante un dossier où vous pouvez écrire.</translation>
    </message>
    <message>
        <source>saves PDF files in {folder}</source>
        <translation>enregistre des fichiers PDF dans {folder}</translation>
    </message>
    <message>
        <source>Open the printer, take out the jammed label or paper, close it; then resume the queue if it paused.</source>
        <translation>Ouvrez l&apos;imprimante, retirez l&apos;étiquette ou le papier coincé, refermez-la ; puis relancez la file si elle s&apos;est mise en pause.</translation>
    </message>
    <message>
        <source>Load labels or paper; then resume the queue if it paused.</source>
        <translation>Chargez des étiquettes ou du papier ; puis relancez la file si elle s&apos;est mise en pause.</translation>
    </message>
    <message>
        <source>Close the printer&apos;s cover.</source>
        <translation>Fermez le capot de l&apos;imprimante.</translation>
    </message>
    <message>
        <source>Check that the printer is switched on and its cable or network is connected.</source>
        <translation>Vérifiez que l&apos;imprimante est allumée et que son câble ou son réseau est branché.</translation>
    </message>
    <message>
        <source>paper jam</source>
        <translation>bourrage</translation>
    </message>
    <message>
        <source>out of labels or paper</source>
        <translation>plus d&apos;étiquettes ni de papier</translation>
    </message>
    <message>
        <source>a cover is open</source>
        <translation>un capot est ouvert</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>hors ligne</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>éteinte</translation>
    </message>
    <message>
        <source>Switch the printer on and check its cable or network.</source>
        <translation>Allumez l&apos;imprimante et vérifiez son câble ou son réseau.</translation>
    </message>
    <message>
        <source>cannot be reached</source>
        <translation>injoignable</translation>
    </message>
    <message>
        <source>Resume the printer in the system&apos;s printer settings (CUPS: `cupsenable {queue}`), then print again.</source>
        <translation>Relancez l&apos;imprimante dans les réglages d&apos;impression du système (CUPS : `cupsenable {queue}`), puis imprimez à nouveau.</translation>
    </message>
    <message>
        <source> (the printer says: {message})</source>
        <translation> (l&apos;imprimante indique : {message})</translation>
    </message>
    <message>
        <source>{queue} is {reason}{said}</source>
        <translation>{queue} est {reason}{said}</translation>
    </message>
    <message>
        <source>{queue}: {reason}{said}</source>
        <translation>{queue} : {reason}{said}</translation>
    </message>
    <message>
        <source>{queue} is paused{said}</source>
        <translation>{queue} est en pause{said}</translation>
    </message>
    <message>
        <source>{queue} does not accept jobs{said}</source>
        <translation>{queue} n&apos;accepte pas de travaux{said}</translation>
    </message>
    <message>
        <source>Let the queue accept jobs again (CUPS: `cupsaccept {queue}`), then print again.</source>
        <translation>Faites à nouveau accepter les travaux à la file (CUPS : `cupsaccept {queue}`), puis imprimez à nouveau.</translation>
    </message>
    <message>
        <source>{queue} reports {reasons}{said}</source>
        <translation>{queue} signale {reasons}{said}</translation>
    </message>
    <message>
        <source>Look at the printer&apos;s display or its queue in the system&apos;s printer settings.</source>
        <translation>Regardez l&apos;écran de l&apos;imprimante ou sa file dans les réglages d&apos;impression du système.</translation>
    </message>
    <message>
        <source>{queue} prints, but reports {reasons}{said}</source>
        <translation>{queue} imprime, mais signale {reasons}{said}</translation>
    </message>
    <message>
        <source>Look at the printer when there is a moment.</source>
        <translation>Jetez un œil à l&apos;imprimante dès que possible.</translation>
    </message>
    <message>
        <source>{queue} is printing</source>
        <translation>{queue} imprime</translation>
    </message>
    <message>
        <source>{queue} is ready</source>
        <translation>{queue} est prête</translation>
    </message>
    <message>
        <source>CUPS could not say how {queue} is ({error})</source>
        <translation>CUPS n&apos;a pas pu indiquer l&apos;état de {queue} ({error})</translation>
    </message>
    <message>
        <source>the default printer</source>
        <translation>l&apos;imprimante par défaut</translation>
    </message>
    <message>
        <source>this computer has no default printer</source>
        <translation>cet ordinateur n&apos;a pas d&apos;imprimante par défaut</translation>
    </message>
    <message>
        <source>Choose a printer in the printer profile.</source>
        <translation>Choisissez une imprimante dans le profil d&apos;imprimante.</translation>
    </message>
    <message>
        <source>{queue} reports an error</source>
        <translation>{queue} signale une erreur</translation>
    </message>
    <message>
        <source>Look at the printer and at its queue in the system&apos;s printer settings.</source>
        <translation>Regardez l&apos;imprimante et sa file dans les réglages d&apos;impression du système.</translation>
    </message>
    <message>
        <source>{queue} stopped its last job</source>
        <translation>{queue} a arrêté son dernier travail</translation>
    </message>
    <message>
        <source>Look at its queue in the system&apos;s printer settings and resume it.</source>
        <translation>Regardez sa file dans les réglages d&apos;impression du système et relancez-la.</translation>
    </message>
    <message>
        <source>{queue} is not installed on this computer</source>
        <translation>{queue} n&apos;est pas installée sur cet ordinateur</translation>
    </message>
    <message>
        <source>Choose an installed printer in the printer profile, or install this one.</source>
        <translation>Choisissez une imprimante installée dans le profil d&apos;imprimante, ou installez celle-ci.</translation>
    </message>
    <message>
        <source>{printer} did not answer in time</source>
        <translation>{printer} n&apos;a pas répondu à temps</translation>
    </message>
    <message>
        <source>The {format} label printer cannot print: {reason}. Nothing was created or printed.</source>
        <translation>L&apos;imprimante d&apos;étiquettes {format} ne peut pas imprimer : {reason}. Rien n&apos;a été créé ni imprimé.</translation>
    </message>
    <message>
        <source>The label of {reference} is stuck in the queue of {queue} ({minutes} min): it has not printed. Look at the printer and its queue; reprint once it prints again, or cancel the job there.</source>
        <translation>L&apos;étiquette de {reference} est bloquée dans la file de {queue} ({minutes} min) : elle n&apos;a pas été imprimée. Vérifiez l&apos;imprimante et sa file ; réimprimez dès qu&apos;elle imprime à nouveau, ou annulez la tâche là-bas.</translation>
    </message>
</context>
<context>
    <name>PrinterHealthIndicator</name>
    <message>
        <source>● No printer set up</source>
        <translation>● Aucune imprimante configurée</translation>
    </message>
    <message>
        <source>Set up a printer profile for A6 labels or A4 sheets.</source>
        <translation>Configurez un profil d&apos;imprimante pour les étiquettes A6 ou les feuilles A4.</translation>
    </message>
    <message>
        <source>● Printers ready</source>
        <translation>● Imprimantes prêtes</translation>
    </message>
    <message>
        <source>● Printer ready</source>
        <translation>● Imprimante prête</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prête</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>occupée</translation>
    </message>
    <message>
        <source>needs attention</source>
        <translation>demande attention</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pause</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>hors ligne</translation>
    </message>
    <message>
        <source>no paper</source>
        <translation>plus de papier</translation>
    </message>
    <message>
        <source>jammed</source>
        <translation>bourrage</translation>
    </message>
    <message>
        <source>not accepting jobs</source>
        <translation>n&apos;accepte pas de travaux</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>non installée</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
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
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
</context>
<context>
    <name>PrinterProfile</name>
    <message>
        <source>PDF files in {folder}</source>
        <translation>fichiers PDF dans {folder}</translation>
    </message>
    <message>
        <source>label printer at {address}</source>
        <translation>imprimante d&apos;étiquettes à {address}</translation>
    </message>
    <message>
        <source>system default printer</source>
        <translation>imprimante par défaut du système</translation>
    </message>
    <message>
        <source>Label printer</source>
        <translation>Imprimante d&apos;étiquettes</translation>
    </message>
    <message>
        <source>Office printer</source>
        <translation>Imprimante de bureau</translation>
    </message>
    <message>
        <source>Save A6 labels as PDF</source>
        <translation>Enregistrer les étiquettes A6 en PDF</translation>
    </message>
    <message>
        <source>Save A4 sheets as PDF</source>
        <translation>Enregistrer les feuilles A4 en PDF</translation>
    </message>
    <message>
        <source>a profile needs a name</source>
        <translation>un profil a besoin d&apos;un nom</translation>
    </message>
    <message>
        <source>an offset lies between -{limit} and {limit} mm</source>
        <translation>un décalage est compris entre -{limit} et {limit} mm</translation>
    </message>
    <message>
        <source>a thermal label printer prints A6 labels, not A4 sheets</source>
        <translation>une imprimante thermique d&apos;étiquettes imprime des étiquettes A6, pas des feuilles A4</translation>
    </message>
    <message>
        <source>darkness lies between 0 and {limit}</source>
        <translation>le contraste est compris entre 0 et {limit}</translation>
    </message>
    <message>
        <source>a label printer turns labels by 0 or 180 degrees</source>
        <translation>une imprimante d&apos;étiquettes tourne les étiquettes de 0 ou 180 degrés</translation>
    </message>
    <message>
        <source>profile {name} is for {format}</source>
        <translation>le profil {name} est pour {format}</translation>
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
    <message numerus="yes">
        <source>%n printers found on this computer.</source>
        <translation>
            <numerusform>%n imprimante trouvée sur cet ordinateur.</numerusform>
            <numerusform>%n imprimantes trouvées sur cet ordinateur.</numerusform>
        </translation>
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
    <name>PrinterTestPage</name>
    <message>
        <source>offset x {x} mm, y {y} mm</source>
        <translation>décalage x {x} mm, y {y} mm</translation>
    </message>
    <message>
        <source>{dpi} dpi, darkness {darkness}, rotation {rotation}°</source>
        <translation>{dpi} dpi, noirceur {darkness}, rotation {rotation}°</translation>
    </message>
    <message>
        <source>system default printer</source>
        <translation>imprimante par défaut du système</translation>
    </message>
    <message>
        <source>scaled to fit</source>
        <translation>ajusté au papier</translation>
    </message>
    <message>
        <source>actual size</source>
        <translation>taille réelle</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>paysage</translation>
    </message>
    <message>
        <source>portrait</source>
        <translation>portrait</translation>
    </message>
    <message>
        <source>Station test page</source>
        <translation>Page de test de Station</translation>
    </message>
    <message>
        <source>The frame should be {mm} mm from every edge.</source>
        <translation>Le cadre doit se trouver à {mm} mm de chaque bord.</translation>
    </message>
    <message>
        <source>If it is 3 mm from the left edge, enter
offset x -1 mm; 1 mm from the top: y +1 mm.</source>
        <translation>S&apos;il est à 3 mm du bord gauche, saisissez
un décalage x -1 mm ; à 1 mm du haut : y +1 mm.</translation>
    </message>
</context>
<context>
    <name>PrintingNotice</name>
    <message>
        <source>Printer profiles…</source>
        <translation>Profils d&apos;imprimante…</translation>
    </message>
    <message>
        <source>Choose a printer for each label format (Ctrl+Shift+P)</source>
        <translation>Choisir une imprimante pour chaque format d&apos;étiquette (Ctrl+Maj+P)</translation>
    </message>
    <message>
        <source>Dismiss: labels keep going to the folder</source>
        <translation>Fermer : les étiquettes continuent à aller dans le dossier</translation>
    </message>
    <message>
        <source>&lt;b&gt;No printer was found on this computer, so labels are saved as PDF files&lt;/b&gt; in {folder}, one file per order named by its reference. To print on paper, install a printer and choose it in the printer profiles.</source>
        <translation>&lt;b&gt;Aucune imprimante n&apos;a été trouvée sur cet ordinateur : les étiquettes sont donc enregistrées en fichiers PDF&lt;/b&gt; dans {folder}, un fichier par commande nommé d&apos;après sa référence. Pour imprimer sur papier, installez une imprimante et choisissez-la dans les profils d&apos;imprimante.</translation>
    </message>
</context>
<context>
    <name>PrintingStatus</name>
    <message>
        <source>Not enabled yet (initialization required)</source>
        <translation>Pas encore activé (initialisation nécessaire)</translation>
    </message>
    <message>
        <source>Being enabled…</source>
        <translation>Activation en cours…</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
</context>
<context>
    <name>ProfileEditor</name>
    <message>
        <source>A6 labels</source>
        <translation>Étiquettes A6</translation>
    </message>
    <message>
        <source>A4 sheets</source>
        <translation>Feuilles A4</translation>
    </message>
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
        <source>Scan to verify the contents: the label prints after the last item</source>
        <translation>Scanner pour vérifier le contenu : l&apos;étiquette s&apos;imprime après le dernier article</translation>
    </message>
    <message>
        <source>Scan the order, then each item&apos;s barcode (EAN): a wrong or extra item is refused at once</source>
        <translation>Scannez la commande, puis le code-barres (EAN) de chaque article : un article erroné ou en trop est refusé aussitôt</translation>
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
    <name>QueueActions</name>
    <message>
        <source>Fetching open orders and pending shipments…</source>
        <translation>Récupération des commandes ouvertes et des envois en attente…</translation>
    </message>
    <message>
        <source>The sandbox has no open orders of its own: import the sample orders (button above the queue).</source>
        <translation>Le bac à sable n&apos;a pas de commandes ouvertes : importez les commandes d&apos;exemple (bouton au-dessus de la liste).</translation>
    </message>
    <message>
        <source>Fetched: {orders} new orders, {shipments} pending shipments, {known} already in the queue.</source>
        <translation>Récupéré : {orders} nouvelles commandes, {shipments} envois en attente, {known} déjà dans la liste.</translation>
    </message>
    <message>
        <source>Import orders</source>
        <translation>Importer des commandes</translation>
    </message>
    <message>
        <source>Orders (*.csv *.json);;All files (*)</source>
        <translation>Commandes (*.csv *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>{file}: {imported}, {duplicates}, {errors}.</source>
        <translation>{file} : {imported}, {duplicates}, {errors}.</translation>
    </message>
    <message numerus="yes">
        <source>%n orders imported</source>
        <translation>
            <numerusform>%n commande importée</numerusform>
            <numerusform>%n commandes importées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already in the queue</source>
        <translation>
            <numerusform>%n déjà dans la file</numerusform>
            <numerusform>%n déjà dans la file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows with errors</source>
        <translation>
            <numerusform>%n ligne en erreur</numerusform>
            <numerusform>%n lignes en erreur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{row} (and %n more)</source>
        <translation>
            <numerusform>{row} (et %n autre)</numerusform>
            <numerusform>{row} (et %n autres)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows of {file} not imported</source>
        <translation>
            <numerusform>%n ligne de {file} non importée</numerusform>
            <numerusform>%n lignes de {file} non importées</numerusform>
        </translation>
    </message>
    <message>
        <source>line {line} {field}: {message}</source>
        <translation>ligne {line} {field} : {message}</translation>
    </message>
    <message>
        <source>Correct these rows in the file and import it again; rows already imported are skipped.</source>
        <translation>Corrigez ces lignes dans le fichier et importez-le à nouveau ; les lignes déjà importées sont ignorées.</translation>
    </message>
</context>
<context>
    <name>ReturnActions</name>
    <message>
        <source>&lt;b&gt;The label of return #{id} was printed already.&lt;/b&gt; Print it again?</source>
        <translation>&lt;b&gt;L&apos;étiquette de l&apos;envoi retour n° {id} a déjà été imprimée.&lt;/b&gt; La réimprimer ?</translation>
    </message>
    <message>
        <source>Print the return label once more (Alt+Y)</source>
        <translation>Imprimer l&apos;étiquette retour une fois de plus (Alt+O)</translation>
    </message>
    <message>
        <source>Return label reprinted</source>
        <translation>Étiquette retour réimprimée</translation>
    </message>
    <message>
        <source>Return label printed</source>
        <translation>Étiquette retour imprimée</translation>
    </message>
    <message>
        <source>Save the return label as PDF</source>
        <translation>Enregistrer l&apos;étiquette retour en PDF</translation>
    </message>
    <message>
        <source>Return label #{id} saved as {path}</source>
        <translation>Étiquette retour n° {id} enregistrée sous {path}</translation>
    </message>
</context>
<context>
    <name>ReturnTab</name>
    <message>
        <source>Send the standard return e-mail to the customer</source>
        <translation>Envoyer l&apos;e-mail de retour standard au client</translation>
    </message>
    <message>
        <source>Printerless: the customer gets a QR code instead of a label</source>
        <translation>Sans imprimante : le client reçoit un code QR au lieu d&apos;une étiquette</translation>
    </message>
    <message>
        <source>Create return</source>
        <translation>Créer un envoi retour</translation>
    </message>
    <message>
        <source>Returns of this order</source>
        <translation>Envois retour de cette commande</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>Tracking</source>
        <translation>Suivi</translation>
    </message>
    <message>
        <source>A6 label</source>
        <translation>Étiquette A6</translation>
    </message>
    <message>
        <source>Print return label</source>
        <translation>Imprimer l&apos;étiquette retour</translation>
    </message>
    <message>
        <source>Save the return label as a PDF file, to e-mail or print elsewhere</source>
        <translation>Enregistrer l&apos;étiquette retour dans un fichier PDF, pour l&apos;envoyer par e-mail ou l&apos;imprimer ailleurs</translation>
    </message>
    <message>
        <source>#{id}</source>
        <translation>n° {id}</translation>
    </message>
    <message>
        <source>{when}, elsewhere</source>
        <translation>{when}, ailleurs</translation>
    </message>
    <message>
        <source>Return shipment #{id} ({status}).</source>
        <translation>Envoi retour n° {id} ({status}).</translation>
    </message>
    <message>
        <source>It was cancelled: it has no label.</source>
        <translation>Il a été annulé : il n&apos;a pas d&apos;étiquette.</translation>
    </message>
    <message>
        <source>Its label is below: print it for the customer, or save it as a PDF.</source>
        <translation>Son étiquette est ci-dessous : imprimez-la pour le client, ou enregistrez-la en PDF.</translation>
    </message>
    <message>
        <source>The return label shows here.</source>
        <translation>L&apos;étiquette retour s&apos;affiche ici.</translation>
    </message>
    <message>
        <source>A cancelled return has no label.</source>
        <translation>Un envoi retour annulé n&apos;a pas d&apos;étiquette.</translation>
    </message>
    <message>
        <source>Return label #{id}</source>
        <translation>Étiquette retour n° {id}</translation>
    </message>
    <message>
        <source>No return yet: Create return (Ctrl+R).</source>
        <translation>Pas encore d&apos;envoi retour : Créer un envoi retour (Ctrl+R).</translation>
    </message>
    <message>
        <source>Print the return label again (asks first)</source>
        <translation>Réimprimer l&apos;étiquette retour (demande d&apos;abord)</translation>
    </message>
    <message>
        <source>Print the return label for the customer, on A6 or in a slot of the A4 sheet</source>
        <translation>Imprimer l&apos;étiquette retour pour le client, en A6 ou dans une case de la feuille A4</translation>
    </message>
    <message>
        <source>Only a return with a label of its own can be printed (not a printerless or cancelled one).</source>
        <translation>Seul un envoi retour avec sa propre étiquette peut être imprimé (pas un envoi sans imprimante ni un envoi annulé).</translation>
    </message>
    <message>
        <source>The customer shows this QR code at the drop-off point (it is e-mailed to them too).</source>
        <translation>Le client présente ce code QR au point de dépôt (il le reçoit aussi par e-mail).</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Code-barres</translation>
    </message>
    <message>
        <source>A4 sheet</source>
        <translation>Feuille A4</translation>
    </message>
    <message>
        <source>Where the return label prints: the A6 label printer, or the A4 sheet (the slot chosen in the sheet picker, else the next free one)</source>
        <translation>Où l&apos;étiquette retour s&apos;imprime : sur l&apos;imprimante d&apos;étiquettes A6, ou sur la feuille A4 (dans la case choisie dans le sélecteur de feuille, sinon la case libre suivante)</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <source>QR code (printerless)</source>
        <translation>Code QR (sans imprimante)</translation>
    </message>
    <message>
        <source>printed here</source>
        <translation>imprimée ici</translation>
    </message>
    <message>
        <source>not printed here</source>
        <translation>pas imprimée ici</translation>
    </message>
    <message>
        <source>The customer shows this QR code at the drop-off point: &lt;a href=&quot;{url}&quot;&gt;QR link&lt;/a&gt;.</source>
        <translation>Le client présente ce code QR au point de dépôt : &lt;a href=&quot;{url}&quot;&gt;lien QR&lt;/a&gt;.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{carrier} does not ship the package type &apos;{package_type}&apos;.</source>
        <translation>{carrier} n&apos;expédie pas le type d&apos;envoi « {package_type} ».</translation>
    </message>
    <message>
        <source>A mailbox parcel can only go to a recipient in the Netherlands.</source>
        <translation>Un colis boîte aux lettres ne peut aller qu&apos;à un destinataire aux Pays-Bas.</translation>
    </message>
    <message>
        <source>{carrier} does not offer the delivery type &apos;{delivery_type}&apos;.</source>
        <translation>{carrier} ne propose pas le type de livraison « {delivery_type} ».</translation>
    </message>
    <message>
        <source>The package type &apos;{package_type}&apos; can only be sent with standard delivery.</source>
        <translation>Le type d&apos;envoi « {package_type} » ne peut partir qu&apos;en livraison standard.</translation>
    </message>
    <message>
        <source>A digital stamp needs the parcel&apos;s weight.</source>
        <translation>Un timbre numérique demande le poids du colis.</translation>
    </message>
    <message>
        <source>Pickup delivery needs a chosen pickup location.</source>
        <translation>La livraison en point relais demande un point relais choisi.</translation>
    </message>
    <message>
        <source>A pickup location was given, but the delivery type is not pickup.</source>
        <translation>Un point relais est indiqué, mais le type de livraison n&apos;est pas point relais.</translation>
    </message>
    <message>
        <source>{carrier} does not take several parcels in one shipment.</source>
        <translation>{carrier} n&apos;accepte pas plusieurs colis dans un envoi.</translation>
    </message>
    <message>
        <source>Several parcels in one shipment are only possible with the package type &apos;package&apos;.</source>
        <translation>Plusieurs colis dans un envoi ne sont possibles qu&apos;avec le type d&apos;envoi « colis ».</translation>
    </message>
    <message>
        <source>Several parcels in one shipment are only possible to the Netherlands or Belgium.</source>
        <translation>Plusieurs colis dans un envoi ne sont possibles que vers les Pays-Bas ou la Belgique.</translation>
    </message>
    <message>
        <source>{carrier} does not offer the option &apos;{option}&apos;.</source>
        <translation>{carrier} ne propose pas l&apos;option « {option} ».</translation>
    </message>
    <message>
        <source>{carrier} does not allow the option &apos;{option}&apos; with pickup delivery.</source>
        <translation>{carrier} n&apos;accepte pas l&apos;option « {option} » en livraison en point relais.</translation>
    </message>
    <message>
        <source>Priority delivery is only possible for a PostNL mailbox parcel to the Netherlands.</source>
        <translation>La livraison prioritaire n&apos;est possible que pour un colis boîte aux lettres PostNL vers les Pays-Bas.</translation>
    </message>
    <message>
        <source>The option &apos;{option}&apos; is only possible for the package type &apos;package&apos;, not for &apos;{package_type}&apos;.</source>
        <translation>L&apos;option « {option} » n&apos;est possible qu&apos;avec le type d&apos;envoi « colis », pas avec « {package_type} ».</translation>
    </message>
    <message>
        <source>An age check is only possible for a recipient in the Netherlands.</source>
        <translation>Le contrôle de l&apos;âge n&apos;est possible que pour un destinataire aux Pays-Bas.</translation>
    </message>
    <message>
        <source>A receipt code and a signature cannot be combined; choose one.</source>
        <translation>Un code de réception et une signature à la réception ne se combinent pas ; choisissez-en un.</translation>
    </message>
    <message>
        <source>PostNL needs insurance when a receipt code is used.</source>
        <translation>PostNL demande une assurance avec un code de réception.</translation>
    </message>
    <message>
        <source>{carrier} needs a signature when the age is checked.</source>
        <translation>{carrier} demande une signature à la réception quand l&apos;âge est contrôlé.</translation>
    </message>
    <message>
        <source>{carrier} needs &apos;only recipient&apos; when the age is checked.</source>
        <translation>{carrier} demande « uniquement à l&apos;adresse du destinataire » quand l&apos;âge est contrôlé.</translation>
    </message>
    <message>
        <source>{field} is empty; fill it in.</source>
        <translation>{field} est vide ; remplissez ce champ.</translation>
    </message>
    <message>
        <source>The recipient&apos;s name</source>
        <translation>Le nom du destinataire</translation>
    </message>
    <message>
        <source>The recipient&apos;s street</source>
        <translation>La rue du destinataire</translation>
    </message>
    <message>
        <source>The recipient&apos;s postal code</source>
        <translation>Le code postal du destinataire</translation>
    </message>
    <message>
        <source>The recipient&apos;s city</source>
        <translation>La localité du destinataire</translation>
    </message>
    <message>
        <source>The recipient&apos;s country</source>
        <translation>Le pays du destinataire</translation>
    </message>
    <message>
        <source>The sender&apos;s name</source>
        <translation>Le nom de l&apos;expéditeur</translation>
    </message>
    <message>
        <source>The sender&apos;s street</source>
        <translation>La rue de l&apos;expéditeur</translation>
    </message>
    <message>
        <source>The sender&apos;s postal code</source>
        <translation>Le code postal de l&apos;expéditeur</translation>
    </message>
    <message>
        <source>The sender&apos;s city</source>
        <translation>La localité de l&apos;expéditeur</translation>
    </message>
    <message>
        <source>The sender&apos;s country</source>
        <translation>Le pays de l&apos;expéditeur</translation>
    </message>
    <message>
        <source>The pickup location&apos;s location code</source>
        <translation>Le code du point relais</translation>
    </message>
    <message>
        <source>The pickup location&apos;s location name</source>
        <translation>Le nom du point relais</translation>
    </message>
    <message>
        <source>The pickup location&apos;s street</source>
        <translation>La rue du point relais</translation>
    </message>
    <message>
        <source>The pickup location&apos;s number</source>
        <translation>Le numéro du point relais</translation>
    </message>
    <message>
        <source>The pickup location&apos;s postal code</source>
        <translation>Le code postal du point relais</translation>
    </message>
    <message>
        <source>The pickup location&apos;s city</source>
        <translation>La localité du point relais</translation>
    </message>
    <message>
        <source>The pickup location&apos;s country</source>
        <translation>Le pays du point relais</translation>
    </message>
    <message>
        <source>&apos;{country}&apos; is not a two-letter country code (such as NL or BE).</source>
        <translation>« {country} » n&apos;est pas un code pays de deux lettres (comme NL ou BE).</translation>
    </message>
    <message>
        <source>&apos;{postal_code}&apos; is not a postal code of {country}; write it like {example}.</source>
        <translation>« {postal_code} » n&apos;est pas un code postal de {country} ; écrivez-le comme {example}.</translation>
    </message>
    <message>
        <source>The street &apos;{street}&apos; cannot be read; give the street name and house number.</source>
        <translation>La rue « {street} » est illisible ; indiquez le nom de la rue et le numéro.</translation>
    </message>
    <message>
        <source>{field} has {count} characters; at most {limit} fit.</source>
        <translation>{field} compte {count} caractères ; {limit} au plus sont possibles.</translation>
    </message>
    <message>
        <source>No sender address is set up for this shop: the label would say &quot;FROM —&quot; and returns would have nowhere to go. Set it in Account settings (Sender address), then create the shipment.</source>
        <translation>Aucune adresse d&apos;expéditeur n&apos;est configurée pour cette boutique : l&apos;étiquette indiquerait « DE — » et les envois retour ne pourraient aller nulle part. Configurez-la dans Configurer le compte (Adresse de l&apos;expéditeur), puis créez l&apos;envoi.</translation>
    </message>
    <message>
        <source>The label description</source>
        <translation>La description sur l&apos;étiquette</translation>
    </message>
    <message>
        <source>The weight must be more than 0 grams.</source>
        <translation>Le poids doit dépasser 0 gramme.</translation>
    </message>
    <message>
        <source>The number of extra parcels cannot be negative.</source>
        <translation>Le nombre de colis supplémentaires ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>no insurance</source>
        <translation>aucune assurance</translation>
    </message>
    <message>
        <source>one of the steps from € {lowest} to € {highest}</source>
        <translation>l&apos;un des paliers de {lowest} € à {highest} €</translation>
    </message>
    <message>
        <source>Insurance of {cents} cents is not possible to {country}; choose {allowed}.</source>
        <translation>Une assurance de {cents} centimes n&apos;est pas possible vers {country} ; choisissez {allowed}.</translation>
    </message>
    <message>
        <source>this country</source>
        <translation>ce pays</translation>
    </message>
    <message>
        <source>The paper format &apos;{value}&apos; is unknown; choose A4 or A6.</source>
        <translation>Le format de papier « {value} » est inconnu ; choisissez A4 ou A6.</translation>
    </message>
    <message>
        <source>An A4 sheet needs a start position from 1 to 4.</source>
        <translation>Une feuille A4 demande une position de départ de 1 à 4.</translation>
    </message>
    <message>
        <source>Label position {position} does not exist; use 1 to 4.</source>
        <translation>La position d&apos;étiquette {position} n&apos;existe pas ; utilisez 1 à 4.</translation>
    </message>
    <message>
        <source>Label position {position} is given twice.</source>
        <translation>La position d&apos;étiquette {position} est indiquée deux fois.</translation>
    </message>
    <message>
        <source>No carrier is chosen; choose one.</source>
        <translation>Aucun transporteur n&apos;est choisi ; choisissez-en un.</translation>
    </message>
    <message>
        <source>{carrier} is not activated for this shop; choose another carrier.</source>
        <translation>{carrier} n&apos;est pas activé pour cette boutique ; choisissez un autre transporteur.</translation>
    </message>
</context>
<context>
    <name>Scale</name>
    <message>
        <source>unreadable data from the scale: {detail}</source>
        <translation>données illisibles de la balance : {detail}</translation>
    </message>
</context>
<context>
    <name>ScaleIndicator</name>
    <message>
        <source>⚖ Scale: &lt;b&gt;{weight}&lt;/b&gt; (stable)</source>
        <translation>⚖ Balance : &lt;b&gt;{weight}&lt;/b&gt; (stable)</translation>
    </message>
    <message>
        <source>⚖ Scale: &lt;b&gt;{weight}&lt;/b&gt;</source>
        <translation>⚖ Balance : &lt;b&gt;{weight}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Create and scan to print use this weight when it is stable, unless you typed a weight for the order yourself.</source>
        <translation>Créer et Scanner pour imprimer utilisent ce poids quand il est stable, sauf si vous avez saisi vous-même un poids pour la commande.</translation>
    </message>
    <message>
        <source>{weight}, settling…</source>
        <translation>{weight}, en stabilisation…</translation>
    </message>
    <message>
        <source>settling…</source>
        <translation>en stabilisation…</translation>
    </message>
    <message>
        <source>no scale</source>
        <translation>pas de balance</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>connexion…</translation>
    </message>
    <message>
        <source>scale problem</source>
        <translation>problème de balance</translation>
    </message>
    <message>
        <source>Suggestion: {reason}.</source>
        <translation>Suggestion : {reason}.</translation>
    </message>
    <message>
        <source>Digital stamp weight class {number}.</source>
        <translation>Classe de poids du timbre numérique {number}.</translation>
    </message>
    <message>
        <source>Use {package}</source>
        <translation>Utiliser : {package}</translation>
    </message>
</context>
<context>
    <name>ScaleReading</name>
    <message>
        <source>the scale is overloaded</source>
        <translation>la balance est surchargée</translation>
    </message>
    <message>
        <source>the scale is under zero</source>
        <translation>la balance est sous zéro</translation>
    </message>
    <message>
        <source>the scale reports a fault</source>
        <translation>la balance signale un défaut</translation>
    </message>
    <message>
        <source>unreadable scale data {data}</source>
        <translation>données de balance illisibles {data}</translation>
    </message>
    <message>
        <source>not a scale report ({data})</source>
        <translation>pas un message de balance ({data})</translation>
    </message>
    <message>
        <source>unknown scale status {status}</source>
        <translation>état de balance inconnu {status}</translation>
    </message>
    <message>
        <source>unknown weight unit {unit}</source>
        <translation>unité de poids inconnue {unit}</translation>
    </message>
    <message>
        <source>an empty line from the scale</source>
        <translation>une ligne vide de la balance</translation>
    </message>
    <message>
        <source>the scale answered {answer}</source>
        <translation>la balance a répondu {answer}</translation>
    </message>
    <message>
        <source>no weight unit in {data}</source>
        <translation>pas d&apos;unité de poids dans {data}</translation>
    </message>
</context>
<context>
    <name>ScaleSettingsDialog</name>
    <message>
        <source>No scale</source>
        <translation>Pas de balance</translation>
    </message>
    <message>
        <source>USB postal scale (HID)</source>
        <translation>Balance postale USB (HID)</translation>
    </message>
    <message>
        <source>Serial scale (RS-232 or USB-serial)</source>
        <translation>Balance série (RS-232 ou USB-série)</translation>
    </message>
    <message>
        <source>Weight and unit (ST,GS,+ 1.234kg · S S 1.234 kg · 1.234 kg)</source>
        <translation>Poids et unité (ST,GS,+ 1.234kg · S S 1.234 kg · 1.234 kg)</translation>
    </message>
    <message>
        <source>Grams only (1234)</source>
        <translation>Grammes seulement (1234)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Balance</translation>
    </message>
    <message>
        <source>empty: the scale sends by itself; e.g. W\r, S\r\n (MT-SICS), Q\r\n (A&amp;D)</source>
        <translation>vide : la balance envoie d&apos;elle-même ; p. ex. W\r, S\r\n (MT-SICS), Q\r\n (A&amp;D)</translation>
    </message>
    <message>
        <source>Station reads the weight when it is stable and uses it for the shipment, unless you type a weight for the order yourself.</source>
        <translation>Station lit le poids quand il est stable et l&apos;utilise pour l&apos;envoi, sauf si vous saisissez vous-même un poids pour la commande.</translation>
    </message>
    <message>
        <source>&amp;Scale</source>
        <translation>&amp;Balance</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <source>&amp;Speed (baud)</source>
        <translation>&amp;Vitesse (bauds)</translation>
    </message>
    <message>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>&amp;Request</source>
        <translation>&amp;Requête</translation>
    </message>
</context>
<context>
    <name>ScanCommands</name>
    <message>
        <source>Scan command sheet (PDF)</source>
        <translation>Feuille des commandes de scan (PDF)</translation>
    </message>
    <message>
        <source>Labels print as %s now.</source>
        <translation>Les étiquettes s&apos;impriment désormais en %s.</translation>
    </message>
    <message>
        <source>New A4 sheet: all four slots are free.</source>
        <translation>Nouvelle feuille A4 : les quatre cases sont libres.</translation>
    </message>
    <message>
        <source>Stopping the batch after the label being printed.</source>
        <translation>Le lot s&apos;arrête après l&apos;étiquette en cours d&apos;impression.</translation>
    </message>
    <message>
        <source>No batch is running.</source>
        <translation>Aucun lot n&apos;est en cours.</translation>
    </message>
    <message>
        <source>Scan Stop batch while a batch prints.</source>
        <translation>Scannez Arrêter le lot pendant l&apos;impression d&apos;un lot.</translation>
    </message>
    <message>
        <source>Next order: %s.</source>
        <translation>Commande suivante : %s.</translation>
    </message>
    <message>
        <source>No order below this one waits for a label.</source>
        <translation>Aucune commande en dessous de celle-ci n&apos;attend d&apos;étiquette.</translation>
    </message>
    <message>
        <source>Scan an order, or sync or import new orders.</source>
        <translation>Scannez une commande, ou récupérez ou importez de nouvelles commandes.</translation>
    </message>
    <message>
        <source>Reprint: no shipment is shown.</source>
        <translation>Réimprimer : aucun envoi n&apos;est affiché.</translation>
    </message>
    <message>
        <source>Scan the order first, then Reprint.</source>
        <translation>Scannez d&apos;abord la commande, puis Réimprimer.</translation>
    </message>
    <message>
        <source>Cancel: no shipment is shown.</source>
        <translation>Annuler : aucun envoi n&apos;est affiché.</translation>
    </message>
    <message>
        <source>Scan the order first, then Cancel.</source>
        <translation>Scannez d&apos;abord la commande, puis Annuler l&apos;envoi.</translation>
    </message>
    <message>
        <source>Scan “Yes, cancel the shipment” to cancel it; Escape keeps it.</source>
        <translation>Scannez « Oui, annuler l&apos;envoi » pour l&apos;annuler ; Échap le garde.</translation>
    </message>
    <message>
        <source>Nothing to confirm: no cancel was asked.</source>
        <translation>Rien à confirmer : aucune annulation n&apos;a été demandée.</translation>
    </message>
    <message>
        <source>Scan Cancel shipment first; this code only confirms it.</source>
        <translation>Scannez d&apos;abord Annuler l&apos;envoi ; ce code ne fait que confirmer.</translation>
    </message>
    <message>
        <source>Scan command not carried out</source>
        <translation>Commande de scan non exécutée</translation>
    </message>
    <message>
        <source>Print as A6</source>
        <translation>Imprimer en A6</translation>
    </message>
    <message>
        <source>Labels go to the label printer from now on.</source>
        <translation>Les étiquettes vont désormais à l&apos;imprimante d&apos;étiquettes.</translation>
    </message>
    <message>
        <source>Print as A4</source>
        <translation>Imprimer en A4</translation>
    </message>
    <message>
        <source>Labels go onto A4 sheets, four per page.</source>
        <translation>Les étiquettes vont sur des feuilles A4, quatre par page.</translation>
    </message>
    <message>
        <source>Next order</source>
        <translation>Commande suivante</translation>
    </message>
    <message>
        <source>Shows the next order that waits for its label.</source>
        <translation>Affiche la commande suivante qui attend son étiquette.</translation>
    </message>
    <message>
        <source>Reprint</source>
        <translation>Réimprimer</translation>
    </message>
    <message>
        <source>Prints the label of the order shown once more.</source>
        <translation>Imprime une fois de plus l&apos;étiquette de la commande affichée.</translation>
    </message>
    <message>
        <source>New sheet</source>
        <translation>Nouvelle feuille</translation>
    </message>
    <message>
        <source>A fresh A4 sheet is in the tray: all slots free.</source>
        <translation>Une nouvelle feuille A4 est dans le bac : toutes les cases sont libres.</translation>
    </message>
    <message>
        <source>Stop batch</source>
        <translation>Arrêter le lot</translation>
    </message>
    <message>
        <source>Stops the batch after the label being printed.</source>
        <translation>Arrête le lot après l&apos;étiquette en cours d&apos;impression.</translation>
    </message>
    <message>
        <source>Cancel shipment</source>
        <translation>Annuler l&apos;envoi</translation>
    </message>
    <message>
        <source>Asks to cancel the shipment of the order shown.</source>
        <translation>Demande d&apos;annuler l&apos;envoi de la commande affichée.</translation>
    </message>
    <message>
        <source>Yes, cancel the shipment</source>
        <translation>Oui, annuler l&apos;envoi</translation>
    </message>
    <message>
        <source>Confirms the cancel asked just before. Cannot be undone.</source>
        <translation>Confirme l&apos;annulation demandée juste avant. Irréversible.</translation>
    </message>
    <message>
        <source>Station — scan commands</source>
        <translation>Station — commandes de scan</translation>
    </message>
    <message>
        <source>Scan a code instead of using the keyboard. Cancel needs its own confirmation scan.</source>
        <translation>Scannez un code au lieu d&apos;utiliser le clavier. L&apos;annulation demande son propre scan de confirmation.</translation>
    </message>
    <message>
        <source>Scan command sheet: %s</source>
        <translation>Feuille des commandes de scan : %s</translation>
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
    <name>ScannerHelp</name>
    <message>
        <source>Scanner test page (PDF)</source>
        <translation>Page de test du scanner (PDF)</translation>
    </message>
    <message>
        <source>Calibrate the scanner…</source>
        <translation>Calibrer le scanner…</translation>
    </message>
    <message>
        <source>Scanner test page: {file}</source>
        <translation>Page de test du scanner : {file}</translation>
    </message>
</context>
<context>
    <name>ScannerTestPage</name>
    <message>
        <source>Station scanner test page</source>
        <translation>Page de test du scanner de Station</translation>
    </message>
    <message>
        <source>Station — scanner test page</source>
        <translation>Station — page de test du scanner</translation>
    </message>
    <message>
        <source>In Station, choose Help → Calibrate the scanner…, then scan the barcode below once.</source>
        <translation>Dans Station, choisissez Aide → Calibrer le scanner…, puis scannez une fois le code-barres ci-dessous.</translation>
    </message>
    <message>
        <source>Station learns how this scanner types on this computer&apos;s keyboard layout (QWERTY, AZERTY, QWERTZ),
so every later scan reads as the scanner meant it. Calibrate again after changing the scanner or the layout.</source>
        <translation>Station apprend comment ce scanner tape avec la disposition de clavier de cet ordinateur (QWERTY, AZERTY, QWERTZ),
pour que chaque scan suivant soit lu comme le scanner le voulait. Calibrez à nouveau après un changement de scanner ou de disposition.</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <source>self-test passed</source>
        <translation>autotest réussi</translation>
    </message>
    <message>
        <source>self-test FAILED</source>
        <translation>autotest ÉCHOUÉ</translation>
    </message>
    <message>
        <source>{error}: {message}</source>
        <translation>{error} : {message}</translation>
    </message>
    <message>
        <source>Qt {version}, platform {platform}</source>
        <translation>Qt {version}, plateforme {platform}</translation>
    </message>
    <message>
        <source>QtPdf available</source>
        <translation>QtPdf disponible</translation>
    </message>
    <message>
        <source>Station&apos;s {code} catalogue did not load</source>
        <translation>la traduction {code} de Station ne s&apos;est pas chargée</translation>
    </message>
    <message>
        <source>Qt&apos;s own {code} catalogue (qtbase_{code}) did not load</source>
        <translation>la traduction {code} propre à Qt (qtbase_{code}) ne s&apos;est pas chargée</translation>
    </message>
    <message>
        <source>{languages} and Qt&apos;s own; speaking {locale}</source>
        <translation>{languages} et celles de Qt ; langue actuelle {locale}</translation>
    </message>
    <message>
        <source>{backend}: NO secure keyring on this machine; Station will refuse to store secrets here</source>
        <translation>{backend} : AUCUN trousseau sécurisé sur cet ordinateur ; Station refusera d&apos;y conserver des secrets</translation>
    </message>
    <message>
        <source>QtWebEngine did not load {page} ({outcome})</source>
        <translation>QtWebEngine n&apos;a pas chargé {page} ({outcome})</translation>
    </message>
    <message>
        <source>the delivery widget page has no mount point</source>
        <translation>la page des options de livraison n&apos;a pas de point d&apos;ancrage</translation>
    </message>
    <message>
        <source>QtWebEngine loads the delivery widget</source>
        <translation>QtWebEngine charge les options de livraison</translation>
    </message>
    <message>
        <source>QtPdf could not load the label ({status})</source>
        <translation>QtPdf n&apos;a pas pu charger l&apos;étiquette ({status})</translation>
    </message>
    <message>
        <source>the rendered label is blank</source>
        <translation>l&apos;étiquette rendue est blanche</translation>
    </message>
    <message numerus="yes">
        <source>%n pages, {width}x{height} px, {dark} dark samples</source>
        <translation>
            <numerusform>%n page, {width}x{height} px, {dark} points sombres</numerusform>
            <numerusform>%n pages, {width}x{height} px, {dark} points sombres</numerusform>
        </translation>
    </message>
    <message>
        <source>serving at {address}</source>
        <translation>à l&apos;écoute sur {address}</translation>
    </message>
    <message>
        <source>shipment {barcode}, label {size} bytes</source>
        <translation>envoi {barcode}, étiquette {size} octets</translation>
    </message>
</context>
<context>
    <name>SenderSettings</name>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>Street and &amp;number</source>
        <translation>Rue et &amp;numéro</translation>
    </message>
    <message>
        <source>Postal &amp;code</source>
        <translation>&amp;Code postal</translation>
    </message>
    <message>
        <source>Cit&amp;y</source>
        <translation>&amp;Localité</translation>
    </message>
    <message>
        <source>Co&amp;untry</source>
        <translation>&amp;Pays</translation>
    </message>
    <message>
        <source>E-&amp;mail</source>
        <translation>&amp;E-mail</translation>
    </message>
    <message>
        <source>P&amp;hone</source>
        <translation>&amp;Téléphone</translation>
    </message>
    <message>
        <source>Sandbox shop (Demo NL)</source>
        <translation>Boutique du bac à sable (Demo NL)</translation>
    </message>
    <message>
        <source>This account&apos;s shop</source>
        <translation>La boutique de ce compte</translation>
    </message>
    <message>
        <source>Sender address — printed on every label, returns go back to it</source>
        <translation>Adresse de l&apos;expéditeur — imprimée sur chaque étiquette, les envois retour y reviennent</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>Boutique</translation>
    </message>
    <message>
        <source>NL or BE</source>
        <translation>NL ou BE</translation>
    </message>
    <message>
        <source>1234 AB (NL) or 1234 (BE)</source>
        <translation>1234 AB (NL) ou 1234 (BE)</translation>
    </message>
    <message>
        <source>Save s&amp;ender</source>
        <translation>Enregistrer l&apos;&amp;expéditeur</translation>
    </message>
    <message>
        <source>Not saved: correct the fields marked in red.</source>
        <translation>Non enregistré : corrigez les champs marqués en rouge.</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>Rien de modifié.</translation>
    </message>
    <message>
        <source>Sender saved: the next shipments are sent from it.</source>
        <translation>Expéditeur enregistré : les prochains envois partent de cette adresse.</translation>
    </message>
    <message>
        <source>No sender set up for {shop}: shipments cannot be created until it is.</source>
        <translation>Aucun expéditeur configuré pour {shop} : aucun envoi ne peut être créé tant qu&apos;il ne l&apos;est pas.</translation>
    </message>
</context>
<context>
    <name>SharedStore</name>
    <message numerus="yes">
        <source>%n labels or shipments asked for at this station are not settled yet: start Station here once with the service reachable (and answer any &apos;did the label come out?&apos;), then move again.</source>
        <translation>
            <numerusform>%n étiquette ou envoi demandé à ce poste n&apos;est pas encore réglé : démarrez Station ici une fois avec le service joignable (et répondez à chaque « l&apos;étiquette est-elle sortie ? »), puis relancez le déplacement.</numerusform>
            <numerusform>%n étiquettes ou envois demandés à ce poste ne sont pas encore réglés : démarrez Station ici une fois avec le service joignable (et répondez à chaque « l&apos;étiquette est-elle sortie ? »), puis relancez le déplacement.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shared database {location} cannot be used: {error}</source>
        <translation>La base de données partagée {location} ne peut pas être utilisée : {error}</translation>
    </message>
    <message>
        <source>the shared store is a PostgreSQL connection string starting with postgresql://</source>
        <translation>la file d&apos;attente partagée est une chaîne de connexion PostgreSQL qui commence par postgresql://</translation>
    </message>
    <message>
        <source>the shared store&apos;s connection string holds a password: keep it in the keyring instead</source>
        <translation>la chaîne de connexion de la file d&apos;attente partagée contient un mot de passe : gardez-le plutôt dans le trousseau</translation>
    </message>
</context>
<context>
    <name>SharedStoreCommand</name>
    <message>
        <source>This station uses its own file from the next start.</source>
        <translation>Dès le prochain démarrage, ce poste utilise son propre fichier.</translation>
    </message>
    <message>
        <source>shared store: {store}</source>
        <translation>file d&apos;attente partagée : {store}</translation>
    </message>
    <message>
        <source>this station&apos;s own file (no shared store)</source>
        <translation>le propre fichier de ce poste (pas de file d&apos;attente partagée)</translation>
    </message>
    <message>
        <source>station shared-store: {problem}</source>
        <translation>station shared-store : {problem}</translation>
    </message>
    <message>
        <source>Password of the database role (empty: none, or ~/.pgpass): </source>
        <translation>Mot de passe du rôle de la base de données (vide : aucun, ou ~/.pgpass) : </translation>
    </message>
    <message>
        <source>From the next start this station uses the shared store {store}.</source>
        <translation>Dès le prochain démarrage, ce poste utilise la file d&apos;attente partagée {store}.</translation>
    </message>
    <message>
        <source>choose the shared store first (station shared-store use URL)</source>
        <translation>choisissez d&apos;abord la file d&apos;attente partagée (station shared-store use URL)</translation>
    </message>
    <message>
        <source>no queue at {file}</source>
        <translation>pas de file d&apos;attente dans {file}</translation>
    </message>
    <message numerus="yes">
        <source>%n orders (already there: {already})</source>
        <translation>
            <numerusform>%n commande (déjà là : {already})</numerusform>
            <numerusform>%n commandes (déjà là : {already})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shipments</source>
        <translation>
            <numerusform>%n envoi</numerusform>
            <numerusform>%n envois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n print jobs</source>
        <translation>
            <numerusform>%n travail d&apos;impression</numerusform>
            <numerusform>%n travaux d&apos;impression</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log lines</source>
        <translation>
            <numerusform>%n ligne de journal</numerusform>
            <numerusform>%n lignes de journal</numerusform>
        </translation>
    </message>
    <message>
        <source>moved {orders}, {shipments}, {print_jobs}, {log_lines} from {file}</source>
        <translation>déplacé depuis {file} : {orders}, {shipments}, {print_jobs}, {log_lines}</translation>
    </message>
</context>
<context>
    <name>SheetActions</name>
    <message numerus="yes">
        <source>%n selected orders not put on the sheet</source>
        <translation>
            <numerusform>%n commande choisie non placée sur la feuille</numerusform>
            <numerusform>%n commandes choisies non placées sur la feuille</numerusform>
        </translation>
    </message>
    <message>
        <source>{reference}: {reason}</source>
        <translation>{reference} : {reason}</translation>
    </message>
    <message>
        <source>A cancelled order is shipped again only from its detail (Create &amp; print asks first).</source>
        <translation>Une commande annulée n&apos;est réexpédiée que depuis son détail (Créer &amp; imprimer demande d&apos;abord).</translation>
    </message>
    <message>
        <source>Nothing to put on the sheet</source>
        <translation>Rien à placer sur la feuille</translation>
    </message>
    <message>
        <source>None of the selected orders has a label still to print.</source>
        <translation>Aucune des commandes sélectionnées n&apos;a d&apos;étiquette à imprimer.</translation>
    </message>
    <message>
        <source>Select orders whose labels are not printed yet.</source>
        <translation>Sélectionnez des commandes dont les étiquettes ne sont pas encore imprimées.</translation>
    </message>
    <message>
        <source>Sheet printed</source>
        <translation>Feuille imprimée</translation>
    </message>
    <message>
        <source>{count} selected labels not printed: they did not fit the chosen slots</source>
        <translation>{count} étiquettes sélectionnées non imprimées : elles n&apos;entraient pas dans les cases choisies</translation>
    </message>
    <message>
        <source>Printed {count} into slot {slots}; not printed: {references}.</source>
        <translation>{count} imprimées dans la case {slots} ; non imprimées : {references}.</translation>
    </message>
    <message>
        <source>Choose more slots on the sheet (or put in a new sheet), then print these again.</source>
        <translation>Choisissez plus de cases sur la feuille (ou mettez une nouvelle feuille), puis imprimez-les à nouveau.</translation>
    </message>
    <message>
        <source>Printer profiles saved.</source>
        <translation>Profils d&apos;imprimante enregistrés.</translation>
    </message>
</context>
<context>
    <name>SheetPicker</name>
    <message>
        <source>top left</source>
        <translation>en haut à gauche</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>en haut à droite</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>en bas à gauche</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>en bas à droite</translation>
    </message>
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
    <name>ShipDecision</name>
    <message>
        <source>handed over to the carrier</source>
        <translation>remis au transporteur</translation>
    </message>
    <message>
        <source>delivered</source>
        <translation>livré</translation>
    </message>
    <message>
        <source>returned to the shop</source>
        <translation>retourné à la boutique</translation>
    </message>
    <message>
        <source>not shipped yet</source>
        <translation>pas encore expédié</translation>
    </message>
    <message>
        <source>cancelled at another station</source>
        <translation>annulé à un autre poste</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>shipped at another station</source>
        <translation>expédié à un autre poste</translation>
    </message>
    <message>
        <source>already shipped: its label is printed</source>
        <translation>déjà expédié : son étiquette est imprimée</translation>
    </message>
    <message>
        <source>shipment created, label not printed yet</source>
        <translation>envoi créé, étiquette pas encore imprimée</translation>
    </message>
</context>
<context>
    <name>ShipmentActions</name>
    <message>
        <source>Scanned {code}…</source>
        <translation>{code} scanné…</translation>
    </message>
    <message>
        <source>Shipped at another station</source>
        <translation>Expédié à un autre poste</translation>
    </message>
    <message>
        <source>{reference}: {shipment}. Nothing new was printed.</source>
        <translation>{reference} : {shipment}. Rien de nouveau n&apos;a été imprimé.</translation>
    </message>
    <message>
        <source>Print label (Ctrl+P) reprints that shipment&apos;s label if it is lost or damaged.</source>
        <translation>Imprimer l&apos;étiquette (Ctrl+P) réimprime l&apos;étiquette de cet envoi si elle est perdue ou abîmée.</translation>
    </message>
    <message>
        <source>Label already printed</source>
        <translation>Étiquette déjà imprimée</translation>
    </message>
    <message>
        <source>The label of {reference} came out before.</source>
        <translation>L&apos;étiquette de {reference} est déjà sortie.</translation>
    </message>
    <message>
        <source>Use Print label (Ctrl+P) to print it again if it is lost or damaged.</source>
        <translation>Utilisez Imprimer l&apos;étiquette (Ctrl+P) pour la réimprimer si elle est perdue ou abîmée.</translation>
    </message>
    <message>
        <source>{reference}: label printed</source>
        <translation>{reference} : étiquette imprimée</translation>
    </message>
    <message>
        <source>&lt;b&gt;{reference} was shipped at another station and cancelled there&lt;/b&gt; ({shipment}).</source>
        <translation>&lt;b&gt;{reference} a été expédiée à un autre poste et annulée là-bas&lt;/b&gt; ({shipment}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;The shipment #{id} of {reference} was cancelled.&lt;/b&gt;</source>
        <translation>&lt;b&gt;L&apos;envoi n° {id} de {reference} a été annulé.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Ship it again? A new shipment is created with the carrier and its label printed.</source>
        <translation>La réexpédier ? Un nouvel envoi est créé chez le transporteur et son étiquette imprimée.</translation>
    </message>
    <message>
        <source>Ship &amp;again</source>
        <translation>&amp;Réexpédier</translation>
    </message>
    <message>
        <source>Keep cancelled</source>
        <translation>Laisser annulée</translation>
    </message>
    <message>
        <source>Create a new shipment and print its label (Ctrl+Enter again, or Alt+A)</source>
        <translation>Créer un nouvel envoi et imprimer son étiquette (Ctrl+Entrée à nouveau, ou Alt+R)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{reference} was shipped at another station&lt;/b&gt; ({shipment}). Print that shipment&apos;s label here?</source>
        <translation>&lt;b&gt;{reference} a été expédiée à un autre poste&lt;/b&gt; ({shipment}). Imprimer ici l&apos;étiquette de cet envoi ?</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;The label of {reference} was printed already&lt;/b&gt; (%n times). Print it again?</source>
        <translation>
            <numerusform>&lt;b&gt;L&apos;étiquette de {reference} a déjà été imprimée&lt;/b&gt; (%n fois). La réimprimer ?</numerusform>
            <numerusform>&lt;b&gt;L&apos;étiquette de {reference} a déjà été imprimée&lt;/b&gt; (%n fois). La réimprimer ?</numerusform>
        </translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Print this label once more (Ctrl+P again, or Alt+Y)</source>
        <translation>Imprimer cette étiquette une fois de plus (Ctrl+P à nouveau, ou Alt+O)</translation>
    </message>
    <message>
        <source>Reprinted</source>
        <translation>Réimprimée</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Imprimée</translation>
    </message>
    <message>
        <source>Label not printed</source>
        <translation>Étiquette non imprimée</translation>
    </message>
    <message>
        <source>The printer did not take {job}: {reason}.</source>
        <translation>L&apos;imprimante n&apos;a pas accepté {job} : {reason}.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>aucune raison indiquée</translation>
    </message>
    <message>
        <source>Check the printer (paper, cable, queue name in the printer profile), then print the label again (Ctrl+P).</source>
        <translation>Vérifiez l&apos;imprimante (papier, câble, nom de la file dans le profil d&apos;imprimante), puis réimprimez l&apos;étiquette (Ctrl+P).</translation>
    </message>
    <message>
        <source>{job}: queued — it prints when the service answers again.</source>
        <translation>{job} : en file d&apos;attente — imprimée dès que le service répond à nouveau.</translation>
    </message>
    <message>
        <source>{done}: {detail}</source>
        <translation>{done} : {detail}</translation>
    </message>
    <message>
        <source>Waiting label dropped</source>
        <translation>Étiquette en attente abandonnée</translation>
    </message>
    <message>
        <source>Print the label by hand (Ctrl+P) if it is still needed.</source>
        <translation>Imprimez l&apos;étiquette vous-même (Ctrl+P) si elle est encore nécessaire.</translation>
    </message>
    <message>
        <source>Save the label as PDF</source>
        <translation>Enregistrer l&apos;étiquette en PDF</translation>
    </message>
    <message>
        <source>{reference}: label saved as {path}</source>
        <translation>{reference} : étiquette enregistrée sous {path}</translation>
    </message>
    <message>
        <source>Printed again</source>
        <translation>Réimprimée</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cancel the parcels of {reference} still live?&lt;/b&gt; Shipment #{id} is cancelled; parcels {numbers} of {count} are not yet.</source>
        <translation>&lt;b&gt;Annuler les colis de {reference} qui ne le sont pas encore ?&lt;/b&gt; L&apos;envoi n° {id} est annulé ; les colis {numbers} sur {count} pas encore.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cancel shipment #{id} of {reference}, all {count} parcels?&lt;/b&gt; The carrier will not collect them and their labels become invalid. This cannot be undone.</source>
        <translation>&lt;b&gt;Annuler l&apos;envoi n° {id} de {reference}, ses {count} colis ?&lt;/b&gt; Le transporteur ne les enlèvera pas et leurs étiquettes ne seront plus valables. Cette action est irréversible.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cancel shipment #{id} of {reference}?&lt;/b&gt; The carrier will not collect it and its label becomes invalid. This cannot be undone.</source>
        <translation>&lt;b&gt;Annuler l&apos;envoi n° {id} de {reference} ?&lt;/b&gt; Le transporteur ne l&apos;enlèvera pas et son étiquette devient non valable. C&apos;est irréversible.</translation>
    </message>
    <message>
        <source>&amp;Yes, cancel the shipment</source>
        <translation>&amp;Oui, annuler l&apos;envoi</translation>
    </message>
    <message>
        <source>No, keep it</source>
        <translation>Non, le garder</translation>
    </message>
    <message>
        <source>Cancel it at the service now (Ctrl+Shift+Delete again, or Alt+Y)</source>
        <translation>Annuler maintenant auprès du service (Ctrl+Maj+Suppr à nouveau, ou Alt+O)</translation>
    </message>
    <message>
        <source>{reference}: shipment #{id} cancelled, all {count} parcels.</source>
        <translation>{reference} : envoi n° {id} annulé, ses {count} colis.</translation>
    </message>
    <message>
        <source>{reference}: shipment #{id} cancelled.</source>
        <translation>{reference} : envoi n° {id} annulé.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Create a return for {reference}?&lt;/b&gt; The service creates the return shipment at once.</source>
        <translation>&lt;b&gt;Créer un envoi retour pour {reference} ?&lt;/b&gt; Le service crée l&apos;envoi retour immédiatement.</translation>
    </message>
    <message>
        <source>&amp;Yes, create the return</source>
        <translation>&amp;Oui, créer l&apos;envoi retour</translation>
    </message>
    <message>
        <source>Send the return &amp;e-mail to the customer</source>
        <translation>Envoyer l&apos;&amp;e-mail de retour au client</translation>
    </message>
    <message>
        <source>The standard return e-mail with the label link or the QR code (Alt+E)</source>
        <translation>L&apos;e-mail de retour standard avec le lien de l&apos;étiquette ou le code QR (Alt+E)</translation>
    </message>
    <message>
        <source>Printerless: the customer gets a &amp;QR code, not a label</source>
        <translation>Sans imprimante : le client reçoit un code &amp;QR, pas d&apos;étiquette</translation>
    </message>
    <message>
        <source>This carrier does not offer printerless returns.</source>
        <translation>Ce transporteur ne propose pas de retour sans imprimante.</translation>
    </message>
    <message>
        <source>Create the return now (Ctrl+R again, or Alt+Y)</source>
        <translation>Créer l&apos;envoi retour maintenant (Ctrl+R à nouveau, ou Alt+O)</translation>
    </message>
    <message>
        <source>{reference}: return #{id} created, e-mail sent to the customer.</source>
        <translation>{reference} : envoi retour n° {id} créé, e-mail envoyé au client.</translation>
    </message>
    <message>
        <source>{reference}: return #{id} created.</source>
        <translation>{reference} : envoi retour n° {id} créé.</translation>
    </message>
    <message>
        <source>Tracking URL copied: paste it into the message to the customer.</source>
        <translation>Lien de suivi copié : collez-le dans le message au client.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ship {reference} anyway?&lt;/b&gt; Station could not ask the service whether another station shipped it. If one did, the parcel gets a second shipment and a second label.</source>
        <translation>&lt;b&gt;Expédier {reference} quand même ?&lt;/b&gt; Station n&apos;a pas pu demander au service si un autre poste l&apos;a déjà expédiée. Si c&apos;est le cas, le colis reçoit un deuxième envoi et une deuxième étiquette.</translation>
    </message>
    <message>
        <source>&amp;Ship anyway</source>
        <translation>&amp;Expédier quand même</translation>
    </message>
    <message>
        <source>Don&apos;t ship</source>
        <translation>Ne pas expédier</translation>
    </message>
    <message>
        <source>Create the shipment and print its label without the service&apos;s answer (Alt+S)</source>
        <translation>Créer l&apos;envoi et imprimer son étiquette sans la réponse du service (Alt+E)</translation>
    </message>
</context>
<context>
    <name>ShipmentDetailPanel</name>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>&amp;Street and number</source>
        <translation>&amp;Rue et numéro</translation>
    </message>
    <message>
        <source>&amp;Postal code</source>
        <translation>&amp;Code postal</translation>
    </message>
    <message>
        <source>Ci&amp;ty</source>
        <translation>&amp;Localité</translation>
    </message>
    <message>
        <source>C&amp;ountry</source>
        <translation>&amp;Pays</translation>
    </message>
    <message>
        <source>E-&amp;mail</source>
        <translation>&amp;E-mail</translation>
    </message>
    <message>
        <source>P&amp;hone</source>
        <translation>&amp;Téléphone</translation>
    </message>
    <message>
        <source>Create &amp;&amp; print</source>
        <translation>Créer &amp;&amp; imprimer</translation>
    </message>
    <message>
        <source>Create the shipment and print its label (Ctrl+Enter)</source>
        <translation>Créer l&apos;envoi et imprimer son étiquette (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Print label</source>
        <translation>Imprimer l&apos;étiquette</translation>
    </message>
    <message>
        <source>Cancel shipment</source>
        <translation>Annuler l&apos;envoi</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Fetch status and tracking from the service (Ctrl+Shift+R)</source>
        <translation>Récupérer le statut et le suivi auprès du service (Ctrl+Maj+R)</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <translation>Enregistrer le PDF…</translation>
    </message>
    <message>
        <source>&amp;Shipment</source>
        <translation>&amp;Envoi</translation>
    </message>
    <message>
        <source>&amp;Label</source>
        <translation>É&amp;tiquette</translation>
    </message>
    <message>
        <source>T&amp;racking</source>
        <translation>&amp;Suivi</translation>
    </message>
    <message>
        <source>Re&amp;turn</source>
        <translation>Re&amp;tour</translation>
    </message>
    <message>
        <source>N&amp;otes</source>
        <translation>N&amp;otes</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Destinataire</translation>
    </message>
    <message>
        <source>NL or BE</source>
        <translation>NL ou BE</translation>
    </message>
    <message>
        <source>Printed on the label (at most 45 characters)</source>
        <translation>Imprimé sur l&apos;étiquette (45 caractères au plus)</translation>
    </message>
    <message>
        <source>Label &amp;description</source>
        <translation>&amp;Description sur l&apos;étiquette</translation>
    </message>
    <message>
        <source>Carrier and options</source>
        <translation>Transporteur et options</translation>
    </message>
    <message>
        <source>A note on this order for the shop (Enter adds it)</source>
        <translation>Une note sur cette commande pour la boutique (Entrée l&apos;ajoute)</translation>
    </message>
    <message>
        <source>Add note</source>
        <translation>Ajouter la note</translation>
    </message>
    <message>
        <source>Print jobs of this order</source>
        <translation>Impressions de cette commande</translation>
    </message>
    <message>
        <source>No order selected — scan or pick one</source>
        <translation>Aucune commande sélectionnée — scannez-en une ou choisissez-la</translation>
    </message>
    <message>
        <source>From: {name}, {street}, {postal_code} {city}, {country}</source>
        <translation>De : {name}, {street}, {postal_code} {city}, {country}</translation>
    </message>
    <message>
        <source>From: — (no sender address set up)</source>
        <translation>De : — (aucune adresse d&apos;expéditeur configurée)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shipped at another station&lt;/b&gt; — {shipment}. A scan prints nothing new; Print label (Ctrl+P) reprints that shipment&apos;s label.</source>
        <translation>&lt;b&gt;Expédié à un autre poste&lt;/b&gt; — {shipment}. Un scan n&apos;imprime rien de nouveau ; Imprimer l&apos;étiquette (Ctrl+P) réimprime l&apos;étiquette de cet envoi.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shipped at another station and cancelled there&lt;/b&gt; — {shipment}. Create &amp;amp; print asks before shipping it again.</source>
        <translation>&lt;b&gt;Expédié à un autre poste et annulé là-bas&lt;/b&gt; — {shipment}. Créer &amp;amp; imprimer demande avant de réexpédier.</translation>
    </message>
    <message>
        <source>not shipped yet</source>
        <translation>pas encore expédiée</translation>
    </message>
    <message>
        <source>return #{id} · service: {status}</source>
        <translation>retour n° {id} · service : {status}</translation>
    </message>
    <message>
        <source>#{id} · service: {status}</source>
        <translation>n° {id} · service : {status}</translation>
    </message>
    <message>
        <source> · made elsewhere</source>
        <translation> · créé ailleurs</translation>
    </message>
    <message numerus="yes">
        <source> · %n parcels</source>
        <translation>
            <numerusform> · %n colis</numerusform>
            <numerusform> · %n colis</numerusform>
        </translation>
    </message>
    <message>
        <source>The shipment&apos;s status at the service; the badge beside it says whether the label came out of a printer here.</source>
        <translation>Le statut de l&apos;envoi auprès du service ; le badge à côté indique si l&apos;étiquette est sortie d&apos;une imprimante ici.</translation>
    </message>
    <message>
        <source>✓ Label printed</source>
        <translation>✓ Étiquette imprimée</translation>
    </message>
    <message>
        <source>✓ Label printed {count}×</source>
        <translation>✓ Étiquette imprimée {count}×</translation>
    </message>
    <message>
        <source>Print label (Ctrl+P) asks before printing it again.</source>
        <translation>Imprimer l&apos;étiquette (Ctrl+P) demande avant de la réimprimer.</translation>
    </message>
    <message>
        <source>✗ Label not printed</source>
        <translation>✗ Étiquette non imprimée</translation>
    </message>
    <message>
        <source>The last print failed: {reason}. Print label (Ctrl+P) tries again.</source>
        <translation>La dernière impression a échoué : {reason}. Imprimer l&apos;étiquette (Ctrl+P) réessaie.</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>aucune raison indiquée</translation>
    </message>
    <message>
        <source>To correct before creating:</source>
        <translation>À corriger avant de créer :</translation>
    </message>
    <message>
        <source>Print the label (Ctrl+P); a printed label is printed again only after you confirm</source>
        <translation>Imprimer l&apos;étiquette (Ctrl+P) ; une étiquette imprimée n&apos;est réimprimée qu&apos;après votre confirmation</translation>
    </message>
    <message>
        <source>Save the label as a PDF file instead of printing it (Ctrl+S)</source>
        <translation>Enregistrer l&apos;étiquette en fichier PDF au lieu de l&apos;imprimer (Ctrl+S)</translation>
    </message>
    <message>
        <source>Cancel the shipment while it is not with the carrier yet (Ctrl+Shift+Delete); asks first</source>
        <translation>Annuler l&apos;envoi tant qu&apos;il n&apos;est pas chez le transporteur (Ctrl+Maj+Suppr) ; demande d&apos;abord</translation>
    </message>
    <message>
        <source>Create a return shipment for this parcel (Ctrl+R); asks first, with the e-mail and printerless choices</source>
        <translation>Créer un envoi retour pour ce colis (Ctrl+R) ; demande d&apos;abord, avec les choix e-mail et sans imprimante</translation>
    </message>
    <message>
        <source>This carrier does not offer printerless returns.</source>
        <translation>Ce transporteur ne propose pas de retour sans imprimante.</translation>
    </message>
</context>
<context>
    <name>ShipmentElsewhere</name>
    <message>
        <source>Shipped, shipment {id}, {status}</source>
        <translation>Expédié, envoi {id}, {status}</translation>
    </message>
    <message>
        <source>Shipped {time}, shipment {id}, {status}</source>
        <translation>Expédié {time}, envoi {id}, {status}</translation>
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
    <name>ShipmentRules</name>
    <message>
        <source>No shipment yet: Create &amp; print (Ctrl+Enter) creates it and prints its label.</source>
        <translation>Pas encore d&apos;envoi : Créer &amp; imprimer (Ctrl+Entrée) le crée et imprime son étiquette.</translation>
    </message>
    <message>
        <source>The shipment is cancelled: its label is no longer valid.</source>
        <translation>L&apos;envoi est annulé : son étiquette n&apos;est plus valable.</translation>
    </message>
    <message>
        <source>No shipment to cancel yet.</source>
        <translation>Pas encore d&apos;envoi à annuler.</translation>
    </message>
    <message>
        <source>The shipment is cancelled already.</source>
        <translation>L&apos;envoi est déjà annulé.</translation>
    </message>
    <message>
        <source>This service cancels only shipments whose label was not made yet; a label that is not used is not charged.</source>
        <translation>Ce service n&apos;annule que les envois dont l&apos;étiquette n&apos;a pas encore été faite ; une étiquette non utilisée n&apos;est pas facturée.</translation>
    </message>
    <message>
        <source>The parcel is with the carrier already; create a return instead.</source>
        <translation>Le colis est déjà chez le transporteur ; créez plutôt un envoi retour.</translation>
    </message>
    <message>
        <source>The shipment is cancelled, but not all its parcels: the others are with the carrier. Create a return for them instead.</source>
        <translation>L&apos;envoi est annulé, mais pas tous ses colis : les autres sont déjà chez le transporteur. Créez plutôt un envoi retour pour eux.</translation>
    </message>
    <message>
        <source>The shipment is {status}: it is with the carrier, so it can no longer be cancelled. Create a return instead (Ctrl+R).</source>
        <translation>L&apos;envoi est {status} : il est chez le transporteur et ne peut plus être annulé. Créez plutôt un envoi retour (Ctrl+R).</translation>
    </message>
    <message>
        <source>No shipment yet: a return needs a shipment that went out.</source>
        <translation>Pas encore d&apos;envoi : un envoi retour demande un envoi parti.</translation>
    </message>
    <message>
        <source>This is a return shipment already.</source>
        <translation>C&apos;est déjà un envoi retour.</translation>
    </message>
    <message>
        <source>The shipment is cancelled: there is nothing to return.</source>
        <translation>L&apos;envoi est annulé : il n&apos;y a rien à retourner.</translation>
    </message>
    <message>
        <source>The label is not printed yet: cancel the shipment instead of returning it.</source>
        <translation>L&apos;étiquette n&apos;est pas encore imprimée : annulez l&apos;envoi plutôt que de le retourner.</translation>
    </message>
</context>
<context>
    <name>ShipmentSearchDialog</name>
    <message>
        <source>Created</source>
        <translation>Créé le</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Référence</translation>
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
        <source>Carrier</source>
        <translation>Transporteur</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Code-barres</translation>
    </message>
    <message>
        <source>Here</source>
        <translation>Ici</translation>
    </message>
    <message>
        <source>Find a shipment</source>
        <translation>Rechercher un envoi</translation>
    </message>
    <message>
        <source>Reference, barcode, name or postal code</source>
        <translation>Référence, code-barres, nom ou code postal</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Tous les statuts</translation>
    </message>
    <message>
        <source>Created from</source>
        <translation>Créé du</translation>
    </message>
    <message>
        <source>to</source>
        <translation>au</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>Boutique</translation>
    </message>
    <message>
        <source>◀ Newer</source>
        <translation>◀ Plus récents</translation>
    </message>
    <message>
        <source>Older ▶</source>
        <translation>Plus anciens ▶</translation>
    </message>
    <message>
        <source>Open in the detail</source>
        <translation>Ouvrir dans la fenêtre principale</translation>
    </message>
    <message>
        <source>Show the shipment in the main window: tracking, label, returns (or double-click it)</source>
        <translation>Afficher l&apos;envoi dans la fenêtre principale : suivi, étiquette, envois retour (ou double-cliquez dessus)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>(the account&apos;s shop)</source>
        <translation>(la boutique du compte)</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>The search did not answer: see the error area of the main window.</source>
        <translation>La recherche n&apos;a pas répondu : voir la zone des erreurs de la fenêtre principale.</translation>
    </message>
    <message>
        <source>Search the service for any shipment, also those not in the queue.</source>
        <translation>Rechercher tout envoi auprès du service, même ceux qui ne sont pas dans la file.</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Page {page} sur {pages}</translation>
    </message>
    <message numerus="yes">
        <source>%n shipments found</source>
        <translation>
            <numerusform>%n envoi trouvé</numerusform>
            <numerusform>%n envois trouvés</numerusform>
        </translation>
    </message>
    <message>
        <source>(return of #{id})</source>
        <translation>(envoi retour de #{id})</translation>
    </message>
    <message>
        <source>(parcel of #{id})</source>
        <translation>(colis de #{id})</translation>
    </message>
    <message>
        <source>No shipment matches the search.</source>
        <translation>Aucun envoi ne correspond à la recherche.</translation>
    </message>
    <message>
        <source>in the queue</source>
        <translation>dans la file</translation>
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
    <name>ShopDelivery</name>
    <message numerus="yes">
        <source>These closed days are not dates: {values}. Write each as YYYY-MM-DD, for example 2026-12-24.</source>
        <translation>
            <numerusform>Ce jour de fermeture n&apos;est pas une date : {values}. Écrivez-le sous la forme AAAA-MM-JJ, par exemple 2026-12-24.</numerusform>
            <numerusform>Ces jours de fermeture ne sont pas des dates : {values}. Écrivez chacun sous la forme AAAA-MM-JJ, par exemple 2026-12-24.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least one day on which the parcels go to the carrier.</source>
        <translation>Choisissez au moins un jour où les colis partent chez le transporteur.</translation>
    </message>
    <message>
        <source>The days the parcels go to the carrier cannot be read: {value} is not a list of days.</source>
        <translation>Les jours où les colis partent chez le transporteur sont illisibles : {value} n&apos;est pas une liste de jours.</translation>
    </message>
    <message>
        <source>{value} is not a day: days are numbered 1 (Monday) to 7 (Sunday).</source>
        <translation>{value} n&apos;est pas un jour : les jours sont numérotés de 1 (lundi) à 7 (dimanche).</translation>
    </message>
    <message>
        <source>A day has settings Station does not know: {keys}.</source>
        <translation>Un jour a des réglages que Station ne connaît pas : {keys}.</translation>
    </message>
    <message>
        <source>Day number {days} is listed more than once.</source>
        <translation>Le jour numéro {days} figure plus d&apos;une fois.</translation>
    </message>
    <message>
        <source>{weekday}&apos;s own cutoff {value} is not a time: write it as HH:MM, for example 15:30.</source>
        <translation>L&apos;heure limite propre du {weekday} ({value}) n&apos;est pas une heure : écrivez-la sous la forme HH:MM, par exemple 15:30.</translation>
    </message>
    <message>
        <source>{weekday}&apos;s same-day cutoff {value} is not a time: write it as HH:MM, for example 09:30.</source>
        <translation>L&apos;heure limite pour la livraison le jour même du {weekday} ({value}) n&apos;est pas une heure : écrivez-la sous la forme HH:MM, par exemple 09:30.</translation>
    </message>
    <message>
        <source>The cutoff {value} is not a time: write it as HH:MM, for example 15:30.</source>
        <translation>L&apos;heure limite {value} n&apos;est pas une heure : écrivez-la sous la forme HH:MM, par exemple 15:30.</translation>
    </message>
    <message>
        <source>The handling time must be a whole number of working days from {low} to {high}, not {value}.</source>
        <translation>Le délai de préparation doit être un nombre entier de jours ouvrables de {low} à {high}, pas {value}.</translation>
    </message>
    <message>
        <source>The delivery days offered must be a whole number from {low} to {high}, not {value}.</source>
        <translation>Le nombre de jours de livraison proposés doit être un nombre entier de {low} à {high}, pas {value}.</translation>
    </message>
    <message>
        <source>The closed days cannot be read: {value} is not a list of dates.</source>
        <translation>Les jours de fermeture sont illisibles : {value} n&apos;est pas une liste de dates.</translation>
    </message>
    <message>
        <source>The shop is closed on {day}: choose another day.</source>
        <translation>La boutique est fermée le {day} : choisissez un autre jour.</translation>
    </message>
</context>
<context>
    <name>ShopFilter</name>
    <message>
        <source>Show the orders of one shop</source>
        <translation>Afficher les commandes d&apos;une boutique</translation>
    </message>
    <message>
        <source>All shops</source>
        <translation>Toutes les boutiques</translation>
    </message>
    <message>
        <source>(default shop)</source>
        <translation>(boutique par défaut)</translation>
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
        <source>Find any shipment at the service…</source>
        <translation>Rechercher un envoi auprès du service…</translation>
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
    <name>SlipMode</name>
    <message>
        <source>With the label</source>
        <translation>Avec l&apos;étiquette</translation>
    </message>
    <message>
        <source>On its own printer</source>
        <translation>Sur sa propre imprimante</translation>
    </message>
    <message>
        <source>No packing slip</source>
        <translation>Pas de bordereau d&apos;emballage</translation>
    </message>
</context>
<context>
    <name>SlipSettingsDialog</name>
    <message>
        <source>With A6 labels</source>
        <translation>Avec les étiquettes A6</translation>
    </message>
    <message>
        <source>With A4 sheets</source>
        <translation>Avec les feuilles A4</translation>
    </message>
    <message>
        <source>With the label: its own A6 page right after the label.</source>
        <translation>Avec l&apos;étiquette : sa propre page A6 juste après l&apos;étiquette.</translation>
    </message>
    <message>
        <source>With the label: the sheet&apos;s free half beside the label, else its own A4 page after the sheet.</source>
        <translation>Avec l&apos;étiquette : la moitié libre de la feuille à côté de l&apos;étiquette, sinon sa propre page A4 après la feuille.</translation>
    </message>
    <message>
        <source>Packing slip</source>
        <translation>Bordereau d&apos;emballage</translation>
    </message>
    <message>
        <source>the shop&apos;s name as customers know it</source>
        <translation>le nom de la boutique tel que les clients le connaissent</translation>
    </message>
    <message>
        <source>a PNG or JPEG; empty: no logo</source>
        <translation>un PNG ou JPEG ; vide : pas de logo</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Each order&apos;s lines (quantity, SKU, name, EAN as a barcode), the recipient and the reference go in the box with the parcel. Orders without lines print no slip.</source>
        <translation>Les lignes de chaque commande (quantité, SKU, nom, EAN en code-barres), le destinataire et la référence vont dans le carton avec le colis. Les commandes sans lignes n&apos;impriment pas de bordereau.</translation>
    </message>
    <message>
        <source>Shop &amp;name</source>
        <translation>&amp;Nom de la boutique</translation>
    </message>
    <message>
        <source>&amp;Logo</source>
        <translation>&amp;Logo</translation>
    </message>
    <message>
        <source>System default printer</source>
        <translation>Imprimante par défaut du système</translation>
    </message>
    <message>
        <source>Its own &amp;printer</source>
        <translation>Sa propre &amp;imprimante</translation>
    </message>
    <message>
        <source>or save the slips as PDF files in this folder (no slip printer)</source>
        <translation>ou enregistrer les bordereaux en fichiers PDF dans ce dossier (pas d&apos;imprimante de bordereaux)</translation>
    </message>
    <message>
        <source>… or a f&amp;older</source>
        <translation>… ou un &amp;dossier</translation>
    </message>
    <message>
        <source>The shop&apos;s logo</source>
        <translation>Le logo de la boutique</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Images (*.png *.jpg *.jpeg)</translation>
    </message>
</context>
<context>
    <name>StationApp</name>
    <message>
        <source>Not started</source>
        <translation>Non démarré</translation>
    </message>
    <message>
        <source>Sender not saved</source>
        <translation>Expéditeur non enregistré</translation>
    </message>
    <message>
        <source>Correct the sender address in Account settings.</source>
        <translation>Corrigez l&apos;adresse de l&apos;expéditeur dans Configurer le compte.</translation>
    </message>
    <message>
        <source>Delivery options not available</source>
        <translation>Options de livraison indisponibles</translation>
    </message>
    <message>
        <source>The delivery options window is not part of this build.</source>
        <translation>La fenêtre des options de livraison ne fait pas partie de cette version.</translation>
    </message>
    <message>
        <source>Choose the delivery type and options in the shipment detail instead.</source>
        <translation>Choisissez plutôt le type de livraison et les options dans le détail de l&apos;envoi.</translation>
    </message>
</context>
<context>
    <name>StationError</name>
    <message>
        <source>Order {order}: the shipment breaks a carrier rule.</source>
        <translation>Commande {order} : l&apos;envoi enfreint une règle du transporteur.</translation>
    </message>
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
        <source>Order of several shops</source>
        <translation>Commande de plusieurs boutiques</translation>
    </message>
    <message>
        <source>the default shop</source>
        <translation>la boutique par défaut</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is an order of several shops: {shops}. Nothing was done.</source>
        <translation>« {code} » est une commande de plusieurs boutiques : {shops}. Rien n&apos;a été fait.</translation>
    </message>
    <message>
        <source>Choose the shop in the queue&apos;s shop list and scan again, or scan the shipment&apos;s barcode.</source>
        <translation>Choisissez la boutique dans la liste des boutiques de la file et scannez à nouveau, ou scannez le code-barres de l&apos;envoi.</translation>
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
        <source>Shop not in the account</source>
        <translation>Boutique absente du compte</translation>
    </message>
    <message>
        <source>The order belongs to shop {shop}, and the account has no API key for it (it holds {held}).</source>
        <translation>La commande appartient à la boutique {shop}, et le compte n&apos;a pas de clé API pour elle (il a {held}).</translation>
    </message>
    <message>
        <source>The order belongs to shop {shop}, and the account has no API key for it (it holds no shop).</source>
        <translation>La commande appartient à la boutique {shop}, et le compte n&apos;a pas de clé API pour elle (il n&apos;a aucune boutique).</translation>
    </message>
    <message>
        <source>Add shop {shop} with its API key in Account settings, or correct the order&apos;s shop. Nothing was sent for this order.</source>
        <translation>Ajoutez la boutique {shop} avec sa clé API dans Configurer le compte, ou corrigez la boutique de la commande. Rien n&apos;a été envoyé pour cette commande.</translation>
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
        <source>Check this table&apos;s network link to the shop&apos;s database server, or ask whoever looks after that server; Station tries again by itself. Orders this table holds can still be scanned: they are kept here until the shared queue answers.</source>
        <translation>Vérifiez la connexion réseau de cette table au serveur de base de données de la boutique, ou demandez à la personne qui gère ce serveur ; Station réessaie d&apos;elle-même. Les commandes que cette table détient peuvent encore être scannées : elles sont gardées ici jusqu&apos;à ce que la file d&apos;attente partagée réponde.</translation>
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
    <message>
        <source>Order {order} has no shipment.</source>
        <translation>La commande {order} n&apos;a pas d&apos;envoi.</translation>
    </message>
    <message>
        <source>The delivery choice of order {order} cannot be used: {problems}</source>
        <translation>Le choix de livraison de la commande {order} ne peut pas être utilisé : {problems}</translation>
    </message>
    <message>
        <source>was shipped at another station and cancelled there ({where})</source>
        <translation>a été expédiée depuis un autre poste et annulée là-bas ({where})</translation>
    </message>
    <message>
        <source>shipment #{id} was cancelled</source>
        <translation>l&apos;envoi n° {id} a été annulé</translation>
    </message>
    <message>
        <source>{reference}: {where}. Ship it again?</source>
        <translation>{reference} : {where}. L&apos;expédier à nouveau ?</translation>
    </message>
    <message>
        <source>The service has no tracking for shipment {id} yet.</source>
        <translation>Le service n&apos;a pas encore de suivi pour l&apos;envoi {id}.</translation>
    </message>
    <message>
        <source>Order {order} was imported from a file; it has no order on the service.</source>
        <translation>La commande {order} a été importée d&apos;un fichier ; elle n&apos;existe pas auprès du service.</translation>
    </message>
    <message>
        <source>No order or shipment matches &apos;{code}&apos;.</source>
        <translation>Aucune commande ni aucun envoi ne correspond à « {code} ».</translation>
    </message>
    <message>
        <source>Label not paid yet</source>
        <translation>Étiquette pas encore payée</translation>
    </message>
    <message>
        <source>This account pays in advance: pay the label in the MyParcel back office (or top up the balance), then print again.</source>
        <translation>Ce compte paie à l&apos;avance : payez l&apos;étiquette dans le back-office MyParcel (ou rechargez le solde), puis imprimez à nouveau.</translation>
    </message>
    <message>
        <source>Account not activated yet</source>
        <translation>Compte pas encore activé</translation>
    </message>
    <message>
        <source>The account is not activated yet: until it is, only the first two shipments may go, and only within the Netherlands and Belgium. Ask MyParcel to activate it.</source>
        <translation>Le compte n&apos;est pas encore activé : d&apos;ici là, seuls les deux premiers envois peuvent partir, et seulement aux Pays-Bas et en Belgique. Demandez à MyParcel de l&apos;activer.</translation>
    </message>
    <message>
        <source>Shipment limit reached</source>
        <translation>Limite d&apos;envois atteinte</translation>
    </message>
    <message>
        <source>The account has reached its shipment limit; ask MyParcel to activate it or raise the limit.</source>
        <translation>Le compte a atteint sa limite d&apos;envois ; demandez à MyParcel de l&apos;activer ou de relever la limite.</translation>
    </message>
    <message>
        <source>Cannot cancel after the label</source>
        <translation>Annulation impossible après l&apos;étiquette</translation>
    </message>
    <message>
        <source>Its label exists, so the service no longer cancels it; a label that is not used is not charged.</source>
        <translation>Son étiquette existe, le service ne l&apos;annule donc plus ; une étiquette non utilisée n&apos;est pas facturée.</translation>
    </message>
    <message>
        <source>Printerless return</source>
        <translation>Retour sans imprimante</translation>
    </message>
    <message>
        <source>The customer shows the QR code at the drop-off point; there is no label to print.</source>
        <translation>Le client présente le code QR au point de dépôt ; il n&apos;y a pas d&apos;étiquette à imprimer.</translation>
    </message>
    <message>
        <source>Return not found</source>
        <translation>Envoi retour introuvable</translation>
    </message>
    <message>
        <source>Select the order again: its returns are read anew.</source>
        <translation>Sélectionnez à nouveau la commande : ses envois retour sont relus.</translation>
    </message>
    <message>
        <source>Shipment {id} is not a return of order {order}.</source>
        <translation>L&apos;envoi {id} n&apos;est pas un envoi retour de la commande {order}.</translation>
    </message>
    <message>
        <source>Return #{id} was cancelled: it has no label.</source>
        <translation>L&apos;envoi retour n° {id} a été annulé : il n&apos;a pas d&apos;étiquette.</translation>
    </message>
    <message>
        <source>Return #{id} is printerless: the customer shows its QR code.</source>
        <translation>L&apos;envoi retour n° {id} est sans imprimante : le client présente son code QR.</translation>
    </message>
    <message>
        <source>Not every parcel cancelled</source>
        <translation>Colis pas tous annulés</translation>
    </message>
    <message>
        <source>Cancel again (Ctrl+Shift+Delete) once the service answers: only these parcels are sent.</source>
        <translation>Annulez à nouveau (Ctrl+Shift+Delete) dès que le service d&apos;expédition répond : seuls ces colis seront envoyés.</translation>
    </message>
    <message>
        <source>These parcels are with the carrier: they can no longer be cancelled. Create a return for them, or tell the carrier not to deliver them.</source>
        <translation>Ces colis sont déjà chez le transporteur : ils ne peuvent plus être annulés. Créez un envoi retour pour eux, ou demandez au transporteur de ne pas les livrer.</translation>
    </message>
    <message>
        <source>Parcel {number} of {count} (#{id}) is not: {reason}</source>
        <translation>Le colis {number} sur {count} (n° {id}) ne l&apos;est pas : {reason}</translation>
    </message>
    <message>
        <source>{reference}: shipment #{id} (parcel 1 of {count}) is cancelled.</source>
        <translation>{reference} : l&apos;envoi n° {id} (colis 1 sur {count}) est annulé.</translation>
    </message>
    <message>
        <source>Webhook not added</source>
        <translation>Webhook non ajouté</translation>
    </message>
    <message>
        <source>Correct the event or the address, then add it again.</source>
        <translation>Corrigez l&apos;événement ou l&apos;adresse, puis ajoutez-le à nouveau.</translation>
    </message>
    <message>
        <source>No service is configured.</source>
        <translation>Aucun service n&apos;est configuré.</translation>
    </message>
    <message>
        <source>The OAuth client id or secret is missing.</source>
        <translation>L&apos;identifiant client OAuth ou le secret manque.</translation>
    </message>
    <message>
        <source>No API key for shop {shop} in the keyring.</source>
        <translation>Pas de clé API pour la boutique {shop} dans le trousseau.</translation>
    </message>
    <message>
        <source>In progress at another table</source>
        <translation>En cours à une autre table</translation>
    </message>
    <message>
        <source>Leave it to that table; it is free again once that table is done with it (or stopped for good).</source>
        <translation>Laissez-la à cette table ; elle redevient libre quand cette table en a fini (ou s&apos;est arrêtée pour de bon).</translation>
    </message>
    <message>
        <source>No order {order} in the queue.</source>
        <translation>Aucune commande {order} dans la file.</translation>
    </message>
    <message>
        <source>The label positions are not valid.</source>
        <translation>Les positions des étiquettes ne sont pas valables.</translation>
    </message>
    <message>
        <source>Search not possible</source>
        <translation>Recherche impossible</translation>
    </message>
    <message>
        <source>Correct the search and try again.</source>
        <translation>Corrigez la recherche et réessayez.</translation>
    </message>
    <message>
        <source>The first day ({first}) is after the last ({last}).</source>
        <translation>Le premier jour ({first}) est après le dernier ({last}).</translation>
    </message>
    <message>
        <source>Search first.</source>
        <translation>Lancez d&apos;abord une recherche.</translation>
    </message>
    <message>
        <source>There is no page {number}.</source>
        <translation>Il n&apos;y a pas de page {number}.</translation>
    </message>
    <message>
        <source>There is no page {number}: the search has {pages}.</source>
        <translation>Il n&apos;y a pas de page {number} : la recherche en a {pages}.</translation>
    </message>
    <message>
        <source>Could not ask the service whether another station shipped {reference} ({reason}); nothing was created.</source>
        <translation>Impossible de demander au service si un autre poste a expédié {reference} ({reason}) ; rien n&apos;a été créé.</translation>
    </message>
    <message>
        <source>Shared queue not reachable</source>
        <translation>File d&apos;attente partagée injoignable</translation>
    </message>
    <message>
        <source>Nothing is lost: this table holds the order, keeps the request and hands it to the shared queue once it answers; only then is the shipment created and the label printed.</source>
        <translation>Rien n&apos;est perdu : cette table garde la commande réservée, conserve la demande et la transmet à la file d&apos;attente partagée dès qu&apos;elle répond ; alors seulement l&apos;envoi est créé et l&apos;étiquette imprimée.</translation>
    </message>
    <message>
        <source>Orders claimed here before the link was lost can still be scanned. For this one, wait until the status bar shows the shared queue in green again, then try again.</source>
        <translation>Les commandes prises ici avant la perte de la liaison peuvent encore être scannées. Pour celle-ci, attendez que la barre d&apos;état affiche de nouveau la file d&apos;attente partagée en vert, puis réessayez.</translation>
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
    <message>
        <source>● Shared queue</source>
        <translation>● File d&apos;attente partagée</translation>
    </message>
    <message>
        <source>Several packing tables, one queue: {where}</source>
        <translation>Plusieurs tables d&apos;emballage, une seule file : {where}</translation>
    </message>
    <message>
        <source>The shop&apos;s database ({where}) cannot be reached. Orders claimed here can still be scanned: each is kept at this table and created and printed once the database answers again; other orders cannot be claimed until then. Nothing is lost; Station keeps trying.</source>
        <translation>La base de données de la boutique ({where}) est injoignable. Les commandes prises ici peuvent encore être scannées : chacune est gardée à cette table, puis créée et imprimée dès que la base de données répond ; les autres commandes ne peuvent pas être prises d&apos;ici là. Rien n&apos;est perdu ; Station continue d&apos;essayer.</translation>
    </message>
    <message>
        <source>● Shared queue unreachable</source>
        <translation>● File d&apos;attente partagée injoignable</translation>
    </message>
    <message>
        <source>● Shared queue unreachable since {since} · claims ran out at {until}</source>
        <translation>● File d&apos;attente partagée injoignable depuis {since} · commandes libérées depuis {until}</translation>
    </message>
    <message numerus="yes">
        <source>● Shared queue unreachable since {since} · %Ln held until {until}</source>
        <translation>
            <numerusform>● File d&apos;attente partagée injoignable depuis {since} · %Ln réservée jusqu&apos;à {until}</numerusform>
            <numerusform>● File d&apos;attente partagée injoignable depuis {since} · %Ln réservées jusqu&apos;à {until}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n waiting here</source>
        <translation>
            <numerusform> · %n en attente ici</numerusform>
            <numerusform> · %n en attente ici</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Requests kept at this table: %n. Nothing of them was created or printed yet: they go to the shared queue once it answers, and are created and printed then, unless another table took the order meanwhile.</source>
        <translation>
            <numerusform>Demandes gardées à cette table : %n. Rien n&apos;en a encore été créé ni imprimé : elles partent vers la file d&apos;attente partagée dès qu&apos;elle répond, puis sont créées et imprimées, sauf si une autre table a repris la commande entre-temps.</numerusform>
            <numerusform>Demandes gardées à cette table : %n. Rien n&apos;en a encore été créé ni imprimé : elles partent vers la file d&apos;attente partagée dès qu&apos;elle répond, puis sont créées et imprimées, sauf si une autre table a repris la commande entre-temps.</numerusform>
        </translation>
    </message>
    <message>
        <source>This table&apos;s claims ran out at {until}: other tables may take its orders now; those nobody took are its own again once the database answers.</source>
        <translation>Les commandes prises à cette table ne lui sont plus réservées depuis {until} : d&apos;autres tables peuvent les reprendre ; celles que personne n&apos;a reprises lui reviennent dès que la base de données répond.</translation>
    </message>
    <message numerus="yes">
        <source>Orders claimed here: %Ln. They stay this table&apos;s until {until}: no other table can take them before.</source>
        <translation>
            <numerusform>Commandes prises ici : %Ln. Elles restent réservées à cette table jusqu&apos;à {until} : aucune autre table ne peut les reprendre avant.</numerusform>
            <numerusform>Commandes prises ici : %Ln. Elles restent réservées à cette table jusqu&apos;à {until} : aucune autre table ne peut les reprendre avant.</numerusform>
        </translation>
    </message>
    <message>
        <source>● Shared queue unreachable since {since}</source>
        <translation>● File d&apos;attente partagée injoignable depuis {since}</translation>
    </message>
</context>
<context>
    <name>SyncProgressView</name>
    <message>
        <source>Reading the direct printing account&apos;s state</source>
        <translation>Lecture de l&apos;état du compte d&apos;impression directe</translation>
    </message>
    <message>
        <source>Waiting for the account to be ready (now: %s; asked %d times)</source>
        <translation>Attente que le compte soit prêt (maintenant : %s ; demandé %d fois)</translation>
    </message>
    <message>
        <source>Reading the printer list</source>
        <translation>Lecture de la liste des imprimantes</translation>
    </message>
    <message>
        <source>Printer list before the sync: %d printers</source>
        <translation>Liste des imprimantes avant la synchronisation : %d imprimantes</translation>
    </message>
    <message>
        <source>Asking the service to sync the printers</source>
        <translation>Demande au service de synchroniser les imprimantes</translation>
    </message>
    <message>
        <source>Sync asked for</source>
        <translation>Synchronisation demandée</translation>
    </message>
    <message>
        <source>Waiting for the printer list to change (read %d times; %d printers now)</source>
        <translation>Attente d&apos;un changement de la liste des imprimantes (lue %d fois ; %d imprimantes maintenant)</translation>
    </message>
    <message>
        <source>Account: %s — the service may add no printers until direct printing is enabled</source>
        <translation>Compte : %s — le service n&apos;ajoutera peut-être aucune imprimante tant que l&apos;impression directe n&apos;est pas activée</translation>
    </message>
    <message>
        <source>Account: %s</source>
        <translation>Compte : %s</translation>
    </message>
</context>
<context>
    <name>TrackingTab</name>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the public tracking URL for the customer (Ctrl+Shift+C)</source>
        <translation>Copier le lien de suivi public pour le client (Ctrl+Maj+C)</translation>
    </message>
    <message>
        <source>Barcode</source>
        <translation>Code-barres</translation>
    </message>
    <message>
        <source>Parcels</source>
        <translation>Colis</translation>
    </message>
    <message>
        <source>Tracking URL</source>
        <translation>Lien de suivi</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>— comes with the label</source>
        <translation>— arrive avec l&apos;étiquette</translation>
    </message>
    <message>
        <source>Parcel {number} of {count}: {barcode} ({status})</source>
        <translation>Colis {number} sur {count} : {barcode} ({status})</translation>
    </message>
</context>
<context>
    <name>UnknownPrintQuestion</name>
    <message>
        <source>&lt;b&gt;Did the label of {orders} come out of the printer?&lt;/b&gt; Station stopped while sending it to {printer}. Look in the printer&apos;s tray, then answer.</source>
        <translation>&lt;b&gt;L&apos;étiquette de {orders} est-elle sortie de l&apos;imprimante ?&lt;/b&gt; Station s&apos;est arrêté pendant l&apos;envoi à {printer}. Regardez dans le bac de l&apos;imprimante, puis répondez.</translation>
    </message>
    <message>
        <source>It came out</source>
        <translation>Elle est sortie</translation>
    </message>
    <message>
        <source>The label is there: nothing is printed again</source>
        <translation>L&apos;étiquette est là : rien n&apos;est réimprimé</translation>
    </message>
    <message>
        <source>Not printed — print it now</source>
        <translation>Pas imprimée — l&apos;imprimer maintenant</translation>
    </message>
    <message>
        <source>No label came out: print it once now</source>
        <translation>Aucune étiquette n&apos;est sortie : l&apos;imprimer une fois maintenant</translation>
    </message>
</context>
<context>
    <name>UnprintedRow</name>
    <message>
        <source>Print their labels</source>
        <translation>Imprimer leurs étiquettes</translation>
    </message>
    <message>
        <source>Print the labels of these shipments now, in the batch&apos;s format</source>
        <translation>Imprimer maintenant les étiquettes de ces envois, au format du lot</translation>
    </message>
    <message>
        <source>Cancel these shipments…</source>
        <translation>Annuler ces envois…</translation>
    </message>
    <message>
        <source>Cancel these shipments at the carrier (asks once more)</source>
        <translation>Annuler ces envois chez le transporteur (demande encore une fois)</translation>
    </message>
    <message>
        <source>No, keep them</source>
        <translation>Non, les garder</translation>
    </message>
    <message numerus="yes">
        <source>{shown} and %n more</source>
        <translation>
            <numerusform>{shown} et %n de plus</numerusform>
            <numerusform>{shown} et %n de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n created but not printed&lt;/b&gt; (the shipments exist at the carrier): {shown}.</source>
        <translation>
            <numerusform>&lt;b&gt;%n créé mais non imprimé&lt;/b&gt; (l&apos;envoi existe chez le transporteur) : {shown}.</numerusform>
            <numerusform>&lt;b&gt;%n créés mais non imprimés&lt;/b&gt; (les envois existent chez le transporteur) : {shown}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Yes, cancel %n shipments</source>
        <translation>
            <numerusform>Oui, annuler %n envoi</numerusform>
            <numerusform>Oui, annuler %n envois</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Webhooks</name>
    <message>
        <source>The port after the colon must be a number from 1 to 65535.</source>
        <translation>Le port après les deux-points doit être un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <source>Enter the address the service should call, starting with https://.</source>
        <translation>Saisissez l&apos;adresse que le service doit appeler, commençant par https://.</translation>
    </message>
    <message>
        <source>The address is {length} characters long; at most {limit} are accepted.</source>
        <translation>L&apos;adresse fait {length} caractères ; {limit} au maximum sont acceptés.</translation>
    </message>
    <message>
        <source>The address contains a space; remove it (or write it as {escaped}).</source>
        <translation>L&apos;adresse contient une espace ; supprimez-la (ou écrivez-la {escaped}).</translation>
    </message>
    <message>
        <source>The service calls only https addresses: write https:// instead of http://.</source>
        <translation>Le service n&apos;appelle que des adresses https : écrivez https:// au lieu de http://.</translation>
    </message>
    <message>
        <source>The address must start with https://.</source>
        <translation>L&apos;adresse doit commencer par https://.</translation>
    </message>
    <message>
        <source>There is no host name after https:// (for example https://shop.example.nl/hooks).</source>
        <translation>Il n&apos;y a pas de nom d&apos;hôte après https:// (par exemple https://shop.example.nl/hooks).</translation>
    </message>
    <message>
        <source>Leave the user name and password out of the address: it would be stored and sent as written.</source>
        <translation>Retirez le nom d&apos;utilisateur et le mot de passe de l&apos;adresse : ils seraient conservés et envoyés tels quels.</translation>
    </message>
    <message>
        <source>{host} is this computer or a private network: the service on the internet cannot reach it. Use the public host name of the shop&apos;s server.</source>
        <translation>{host} est cet ordinateur ou un réseau privé : le service sur Internet ne peut pas le joindre. Utilisez le nom d&apos;hôte public du serveur de la boutique.</translation>
    </message>
    <message>
        <source>{host} is not a full host name; write it with its domain (for example {host}.example.nl).</source>
        <translation>{host} n&apos;est pas un nom d&apos;hôte complet ; écrivez-le avec son domaine (par exemple {host}.example.nl).</translation>
    </message>
    <message>
        <source>Remove the part after # from the address: it never reaches the server.</source>
        <translation>Retirez la partie après # de l&apos;adresse : elle n&apos;atteint jamais le serveur.</translation>
    </message>
    <message>
        <source>Choose the event the service should report.</source>
        <translation>Choisissez l&apos;événement que le service doit signaler.</translation>
    </message>
    <message>
        <source>{hook} is not an event the service reports.</source>
        <translation>{hook} n&apos;est pas un événement que le service signale.</translation>
    </message>
    <message>
        <source>{hook} already goes to {url}; one address per event: remove that subscription first.</source>
        <translation>{hook} est déjà envoyé à {url} ; une adresse par événement : supprimez d&apos;abord cet abonnement.</translation>
    </message>
    <message>
        <source>A shipment&apos;s status changed (printed, handed over, delivered, returned)</source>
        <translation>Le statut d&apos;un envoi a changé (étiquette imprimée, remis au transporteur, livré, retourné)</translation>
    </message>
    <message>
        <source>A shipment&apos;s label was made</source>
        <translation>L&apos;étiquette d&apos;un envoi a été créée</translation>
    </message>
    <message>
        <source>A fulfilment order&apos;s status changed</source>
        <translation>Le statut d&apos;une commande de fulfilment a changé</translation>
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
        <translation>Le service appelle ces adresses https du serveur de votre boutique quand quelque chose se passe : une adresse par événement. Station n&apos;en a pas besoin lui-même.</translation>
    </message>
    <message>
        <source>&amp;Shop</source>
        <translation>&amp;Boutique</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>No webhooks yet.</source>
        <translation>Pas encore de webhooks.</translation>
    </message>
    <message>
        <source>Choose an event…</source>
        <translation>Choisissez un événement…</translation>
    </message>
    <message>
        <source>&amp;Add webhook</source>
        <translation>&amp;Ajouter le webhook</translation>
    </message>
    <message>
        <source>Add a webhook</source>
        <translation>Ajouter un webhook</translation>
    </message>
    <message>
        <source>&amp;Event</source>
        <translation>&amp;Événement</translation>
    </message>
    <message>
        <source>Add&amp;ress</source>
        <translation>A&amp;dresse</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Reading the webhooks…</source>
        <translation>Lecture des webhooks…</translation>
    </message>
    <message>
        <source>The webhooks could not be read; see the message in the window.</source>
        <translation>Les webhooks n&apos;ont pas pu être lus ; voyez le message dans la fenêtre.</translation>
    </message>
    <message>
        <source>Added: {event} → {address}</source>
        <translation>Ajouté : {event} → {address}</translation>
    </message>
    <message>
        <source>Remove webhook</source>
        <translation>Supprimer le webhook</translation>
    </message>
    <message>
        <source>Stop sending %s to %s? The shop&apos;s server no longer hears of it.</source>
        <translation>Arrêter d&apos;envoyer %s à %s ? Le serveur de la boutique n&apos;en saura plus rien.</translation>
    </message>
    <message>
        <source>Removed.</source>
        <translation>Supprimé.</translation>
    </message>
</context>
<context>
    <name>Weighing</name>
    <message>
        <source>{grams} g fits a mailbox package (up to 2 kg, at most 2 cm thick): cheaper than a package</source>
        <translation>{grams} g tient dans un colis boîte aux lettres (jusqu&apos;à 2 kg, 2 cm d&apos;épaisseur au plus) : moins cher qu&apos;un colis</translation>
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
