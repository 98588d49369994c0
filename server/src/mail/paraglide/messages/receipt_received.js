import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_ReceivedInputs */

const en_receipt_received = /** @type {(inputs: Receipt_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your payment. The receipt is attached as a PDF.`)
};

const ru_receipt_received = /** @type {(inputs: Receipt_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мы получили Вашу оплату. Квитанция приложена в формате PDF.`)
};

const de_receipt_received = /** @type {(inputs: Receipt_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihre Zahlung erhalten. Der Beleg ist als PDF angehängt.`)
};

const zh_receipt_received = /** @type {(inputs: Receipt_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们已收到您的付款。收据以 PDF 格式附上。`)
};

const fr_receipt_received = /** @type {(inputs: Receipt_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons bien reçu votre paiement. Le reçu est joint au format PDF.`)
};

const ar_receipt_received = /** @type {(inputs: Receipt_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لقد استلمنا دفعتكم. الإيصال مرفق بصيغة PDF.`)
};

/**
* | output |
* | --- |
* | "We received your payment. The receipt is attached as a PDF." |
*
* @param {Receipt_ReceivedInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_received = /** @type {((inputs?: Receipt_ReceivedInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_ReceivedInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_receipt_received(inputs)
	if (locale === "de") return de_receipt_received(inputs)
	if (locale === "zh") return zh_receipt_received(inputs)
	if (locale === "fr") return fr_receipt_received(inputs)
	if (locale === "ar") return ar_receipt_received(inputs)
	return en_receipt_received(inputs)
});