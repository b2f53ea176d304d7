import { defineMessages } from 'react-intl';

import { untyped } from '../../hooks/untyped-messages.ts';

/** Text of the shipping-details block (SPEC §2 shipping-details, §3 Delivery address, §4, §5). */
export const messages = untyped(
  defineMessages({
    title: { id: 'shippingDetails.title' },
    intro: { id: 'shippingDetails.intro' },
    loading: { id: 'shippingDetails.loading' },
    errorTitle: { id: 'shippingDetails.errorTitle' },
    loadError: { id: 'shippingDetails.loadError' },
    retry: { id: 'shippingDetails.retry' },
    empty: { id: 'shippingDetails.empty' },
    add: { id: 'shippingDetails.add' },
    default: { id: 'shippingDetails.default' },
    makeDefault: { id: 'shippingDetails.makeDefault' },
    edit: { id: 'shippingDetails.edit' },
    delete: { id: 'shippingDetails.delete' },
    working: { id: 'shippingDetails.working' },
    addTitle: { id: 'shippingDetails.addTitle' },
    editTitle: { id: 'shippingDetails.editTitle' },
    manual: { id: 'shippingDetails.manual' },
    number: { id: 'shippingDetails.field.number' },
    street: { id: 'shippingDetails.field.street' },
    suburb: { id: 'shippingDetails.field.suburb' },
    city: { id: 'shippingDetails.field.city' },
    postcode: { id: 'shippingDetails.field.postcode' },
    save: { id: 'shippingDetails.save' },
    saving: { id: 'shippingDetails.saving' },
    cancel: { id: 'shippingDetails.cancel' },
    actionErrorTitle: { id: 'shippingDetails.actionErrorTitle' },
    deleteTitle: { id: 'shippingDetails.deleteTitle' },
    deleteDescription: { id: 'shippingDetails.deleteDescription' },
    deleteDefaultNote: { id: 'shippingDetails.deleteDefaultNote' },
    deleteConfirm: { id: 'shippingDetails.deleteConfirm' },
    doneAdded: { id: 'shippingDetails.done.added' },
    doneSaved: { id: 'shippingDetails.done.saved' },
    doneDefault: { id: 'shippingDetails.done.default' },
    doneDeleted: { id: 'shippingDetails.done.deleted' },
  }),
);
