import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Rejected_ReasonInputs */

const en_rejected_reason = /** @type {(inputs: Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

const ru_rejected_reason = /** @type {(inputs: Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Причина: ${i?.reason}`)
};

const de_rejected_reason = /** @type {(inputs: Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Begründung: ${i?.reason}`)
};

const zh_rejected_reason = /** @type {(inputs: Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`原因：${i?.reason}`)
};

const fr_rejected_reason = /** @type {(inputs: Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif : ${i?.reason}`)
};

const ar_rejected_reason = /** @type {(inputs: Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`السبب: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Rejected_ReasonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const rejected_reason = /** @type {((inputs: Rejected_ReasonInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_ReasonInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_rejected_reason(inputs)
	if (locale === "de") return de_rejected_reason(inputs)
	if (locale === "zh") return zh_rejected_reason(inputs)
	if (locale === "fr") return fr_rejected_reason(inputs)
	if (locale === "ar") return ar_rejected_reason(inputs)
	return en_rejected_reason(inputs)
});