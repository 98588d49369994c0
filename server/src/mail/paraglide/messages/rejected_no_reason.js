import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rejected_No_ReasonInputs */

const en_rejected_no_reason = /** @type {(inputs: Rejected_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No reason was given.`)
};

const ru_rejected_no_reason = /** @type {(inputs: Rejected_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Причина не указана.`)
};

const de_rejected_no_reason = /** @type {(inputs: Rejected_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wurde keine Begründung angegeben.`)
};

const zh_rejected_no_reason = /** @type {(inputs: Rejected_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未说明原因。`)
};

const fr_rejected_no_reason = /** @type {(inputs: Rejected_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun motif n’a été indiqué.`)
};

const ar_rejected_no_reason = /** @type {(inputs: Rejected_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُذكر سبب.`)
};

/**
* | output |
* | --- |
* | "No reason was given." |
*
* @param {Rejected_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const rejected_no_reason = /** @type {((inputs?: Rejected_No_ReasonInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_No_ReasonInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_rejected_no_reason(inputs)
	if (locale === "de") return de_rejected_no_reason(inputs)
	if (locale === "zh") return zh_rejected_no_reason(inputs)
	if (locale === "fr") return fr_rejected_no_reason(inputs)
	if (locale === "ar") return ar_rejected_no_reason(inputs)
	return en_rejected_no_reason(inputs)
});