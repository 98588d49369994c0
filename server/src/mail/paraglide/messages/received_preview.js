import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Received_PreviewInputs */

const en_received_preview = /** @type {(inputs: Received_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.number} received`)
};

const ru_received_preview = /** @type {(inputs: Received_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Заявление ${i?.number} получено`)
};

const de_received_preview = /** @type {(inputs: Received_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antrag ${i?.number} eingegangen`)
};

const zh_received_preview = /** @type {(inputs: Received_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 已收到`)
};

const fr_received_preview = /** @type {(inputs: Received_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande ${i?.number} reçue`)
};

const ar_received_preview = /** @type {(inputs: Received_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم استلام الطلب ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Application {number} received" |
*
* @param {Received_PreviewInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_preview = /** @type {((inputs: Received_PreviewInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_PreviewInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_received_preview(inputs)
	if (locale === "de") return de_received_preview(inputs)
	if (locale === "zh") return zh_received_preview(inputs)
	if (locale === "fr") return fr_received_preview(inputs)
	if (locale === "ar") return ar_received_preview(inputs)
	return en_received_preview(inputs)
});