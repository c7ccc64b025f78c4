// Texts of the delivery options widget in nl-NL, nl-BE, fr-BE and en; `strings` in the configuration overrides any key.

const nl = {
  loading: 'Bezorgopties worden geladen…',
  addressMissing: 'Vul je postcode in om de bezorgopties te zien.',
  configInvalid: 'De bezorgopties kunnen nu niet worden getoond.',
  deliveryTitle: 'Bezorgen',
  pickupTitle: 'Ophalen bij een afhaalpunt',
  modeLegend: 'Hoe wil je je bestelling ontvangen?',
  dayLegend: 'Bezorgdag',
  momentLegend: 'Bezorgmoment',
  optionsLegend: 'Extra opties',
  dayClosed: 'niet beschikbaar',
  morning: 'Ochtendlevering',
  standard: 'Standaardlevering',
  evening: 'Avondlevering',
  same_day: 'Vandaag bezorgd',
  express: 'Express',
  signature: 'Handtekening voor ontvangst',
  only_recipient: 'Alleen aan ontvanger afleveren',
  priority_delivery: 'Voorrangsbezorging',
  packageTypeLegend: 'Verzendwijze',
  package: 'Pakket',
  mailbox: 'Brievenbuspakje',
  digital_stamp: 'Digitale postzegel',
  package_small: 'Klein pakket',
  letter: 'Brief',
  free: 'Gratis',
  pickupList: 'Lijst',
  pickupMap: 'Kaart',
  pickupViewLegend: 'Weergave',
  locker: 'Pakketautomaat',
  openingHours: 'Openingstijden',
  closed: 'Gesloten',
  availableFrom: 'Op te halen vanaf {date}',
  distance: '{distance} afstand',
  noPickupLocations: 'Er zijn geen afhaalpunten in de buurt gevonden.',
  noDeliveryOptions: 'Er zijn geen bezorgopties voor dit adres.',
  mapLabel: 'Kaart met afhaalpunten',
  error3501: 'De straat kan niet worden gelezen. Controleer straat en huisnummer.',
  error3505: 'Deze postcode bestaat niet. Controleer je postcode.',
  error3506: 'Op deze postcode bezorgt de vervoerder niet.',
  error3508: 'Er zijn geen bezorgopties voor deze dagen.',
  errorGeneric: 'De bezorgopties kunnen nu niet worden opgehaald. Probeer het later opnieuw.',
};

const nlBE = { ...nl, addressMissing: 'Vul uw postcode in om de leveringsopties te zien.', deliveryTitle: 'Levering aan huis', standard: 'Standaardlevering', error3505: 'Deze postcode bestaat niet. Controleer uw postcode.' };

const frBE = {
  loading: 'Chargement des options de livraison…',
  addressMissing: 'Indiquez votre code postal pour voir les options de livraison.',
  configInvalid: 'Les options de livraison ne peuvent pas être affichées pour le moment.',
  deliveryTitle: 'Livraison à domicile',
  pickupTitle: 'Retrait dans un point relais',
  modeLegend: 'Comment souhaitez-vous recevoir votre commande ?',
  dayLegend: 'Jour de livraison',
  momentLegend: 'Moment de livraison',
  optionsLegend: 'Options supplémentaires',
  dayClosed: 'indisponible',
  morning: 'Livraison le matin',
  standard: 'Livraison standard',
  evening: 'Livraison en soirée',
  same_day: 'Livraison le jour même',
  express: 'Express',
  signature: 'Signature à la réception',
  only_recipient: 'Remise au destinataire uniquement',
  priority_delivery: 'Livraison prioritaire',
  packageTypeLegend: 'Type d’envoi',
  package: 'Colis',
  mailbox: 'Colis boîte aux lettres',
  digital_stamp: 'Timbre numérique',
  package_small: 'Petit colis',
  letter: 'Lettre',
  free: 'Gratuit',
  pickupList: 'Liste',
  pickupMap: 'Carte',
  pickupViewLegend: 'Affichage',
  locker: 'Distributeur de colis',
  openingHours: 'Heures d’ouverture',
  closed: 'Fermé',
  availableFrom: 'À retirer à partir du {date}',
  distance: 'à {distance}',
  noPickupLocations: 'Aucun point relais trouvé à proximité.',
  noDeliveryOptions: 'Aucune option de livraison pour cette adresse.',
  mapLabel: 'Carte des points relais',
  error3501: 'La rue ne peut pas être lue. Vérifiez la rue et le numéro.',
  error3505: 'Ce code postal n’existe pas. Vérifiez votre code postal.',
  error3506: 'Le transporteur ne livre pas ce code postal.',
  error3508: 'Aucune option de livraison pour ces jours.',
  errorGeneric: 'Les options de livraison ne peuvent pas être chargées pour le moment. Réessayez plus tard.',
};

const en = {
  loading: 'Loading delivery options…',
  addressMissing: 'Enter your postal code to see the delivery options.',
  configInvalid: 'The delivery options cannot be shown right now.',
  deliveryTitle: 'Home delivery',
  pickupTitle: 'Collect at a pickup point',
  modeLegend: 'How would you like to receive your order?',
  dayLegend: 'Delivery day',
  momentLegend: 'Delivery moment',
  optionsLegend: 'Extra options',
  dayClosed: 'unavailable',
  morning: 'Morning delivery',
  standard: 'Standard delivery',
  evening: 'Evening delivery',
  same_day: 'Same-day delivery',
  express: 'Express',
  signature: 'Signature on delivery',
  only_recipient: 'Deliver to recipient only',
  priority_delivery: 'Priority delivery',
  packageTypeLegend: 'Shipping method',
  package: 'Parcel',
  mailbox: 'Mailbox parcel',
  digital_stamp: 'Digital stamp',
  package_small: 'Small parcel',
  letter: 'Letter',
  free: 'Free',
  pickupList: 'List',
  pickupMap: 'Map',
  pickupViewLegend: 'View',
  locker: 'Parcel locker',
  openingHours: 'Opening hours',
  closed: 'Closed',
  availableFrom: 'Ready for collection from {date}',
  distance: '{distance} away',
  noPickupLocations: 'No pickup points were found nearby.',
  noDeliveryOptions: 'There are no delivery options for this address.',
  mapLabel: 'Map of pickup points',
  error3501: 'The street cannot be read. Check the street and house number.',
  error3505: 'This postal code does not exist. Check your postal code.',
  error3506: 'The carrier does not deliver to this postal code.',
  error3508: 'There are no delivery options for these days.',
  errorGeneric: 'The delivery options cannot be loaded right now. Please try again later.',
};

export const TRANSLATIONS = Object.freeze({ 'nl-NL': nl, 'nl-BE': nlBE, 'fr-BE': frBE, en });
export const SUPPORTED_LOCALES = Object.freeze(Object.keys(TRANSLATIONS));

/** The translation table closest to `locale`: exact, then same language, then English. */
export function translationLocale(locale) {
  if (TRANSLATIONS[locale]) return locale;
  const language = String(locale || '').split('-')[0].toLowerCase();
  const sameLanguage = SUPPORTED_LOCALES.find((candidate) => candidate.split('-')[0] === language);
  return sameLanguage || 'en';
}

/** A text lookup for `locale` with the shop's overrides; `{name}` placeholders are filled from `values`. */
export function makeTranslator(locale, overrides = {}) {
  const table = { ...TRANSLATIONS[translationLocale(locale)], ...overrides };
  return (key, values = {}) => {
    const text = key in table ? String(table[key]) : key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  };
}
