import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Receipt_SubjectInputs */

const en_receipt_subject = /** @type {(inputs: Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment receipt for application ${i?.number}`)
};

const ru_receipt_subject = /** @type {(inputs: Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Квитанция об оплате заявления ${i?.number}`)
};

const de_receipt_subject = /** @type {(inputs: Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zahlungsbeleg für Antrag ${i?.number}`)
};

const zh_receipt_subject = /** @type {(inputs: Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 的付款收据`)
};

const fr_receipt_subject = /** @type {(inputs: Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reçu de paiement pour la demande ${i?.number}`)
};

const ar_receipt_subject = /** @type {(inputs: Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إيصال الدفع للطلب ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Payment receipt for application {number}" |
*
* @param {Receipt_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_subject = /** @type {((inputs: Receipt_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_receipt_subject(inputs)
	if (locale === "de") return de_receipt_subject(inputs)
	if (locale === "zh") return zh_receipt_subject(inputs)
	if (locale === "fr") return fr_receipt_subject(inputs)
	if (locale === "ar") return ar_receipt_subject(inputs)
	return en_receipt_subject(inputs)
});