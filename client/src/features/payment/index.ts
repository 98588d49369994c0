// What the rest of the app uses of the payment feature: the receipt kept on this device. The
// payment screens themselves are loaded by their routes.
export { getReceipt, receiptHref, receiptOf, saveReceipt } from './receipt-store'
