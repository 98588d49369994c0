import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Received_SubjectInputs */

const en_received_subject = /** @type {(inputs: Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.number} received: how to pay`)
};

const ru_received_subject = /** @type {(inputs: Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Заявление ${i?.number} получено: как оплатить`)
};

const de_received_subject = /** @type {(inputs: Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antrag ${i?.number} eingegangen: So bezahlen Sie`)
};

const zh_received_subject = /** @type {(inputs: Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 已收到：付款方式`)
};

const fr_received_subject = /** @type {(inputs: Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande ${i?.number} reçue : comment payer`)
};

const ar_received_subject = /** @type {(inputs: Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم استلام الطلب ${i?.number}: طريقة الدفع`)
};

/**
* | output |
* | --- |
* | "Application {number} received: how to pay" |
*
* @param {Received_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_subject = /** @type {((inputs: Received_SubjectInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_SubjectInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_received_subject(inputs)
	if (locale === "de") return de_received_subject(inputs)
	if (locale === "zh") return zh_received_subject(inputs)
	if (locale === "fr") return fr_received_subject(inputs)
	if (locale === "ar") return ar_received_subject(inputs)
	return en_received_subject(inputs)
});