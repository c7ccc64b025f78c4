// The demo checkout's starting configuration (spec §6): set before the widget script loads.
window.svcConfig = {
  selector: '#svc-delivery-options',
  address: { cc: 'NL', postalCode: '1015 CC', number: '1', street: 'Keizersgracht', city: 'Amsterdam' },
  config: {
    platform: 'nl',
    locale: 'nl-NL',
    currency: 'EUR',
    dropOffDays: '1;2;3;4;5',
    cutoffTime: '17:00',
    dropOffDelay: 0,
    deliveryDaysWindow: 5,
    pickupShowDistance: true,
    allowPickupLocationsViewSelection: true,
    pickupLocationsDefaultView: 'list',
    carrierSettings: {
      postnl: {
        allowDeliveryOptions: true,
        allowStandardDelivery: true,
        allowMorningDelivery: true,
        allowEveningDelivery: true,
        priceMorningDelivery: 150,
        priceEveningDelivery: 195,
        allowSignature: true,
        priceSignature: 35,
        allowOnlyRecipient: true,
        priceOnlyRecipient: 29,
        allowPickupLocations: true,
        pricePickup: 0,
      },
    },
  },
};
