import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_No_ReasonInputs */

const en_correction_no_reason = /** @type {(inputs: Correction_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check your application.`)
};

const ru_correction_no_reason = /** @type {(inputs: Correction_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Пожалуйста, проверьте Ваше заявление.`)
};

const de_correction_no_reason = /** @type {(inputs: Correction_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte prüfen Sie Ihren Antrag.`)
};

const zh_correction_no_reason = /** @type {(inputs: Correction_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请核对您的申请。`)
};

const fr_correction_no_reason = /** @type {(inputs: Correction_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier votre demande.`)
};

const ar_correction_no_reason = /** @type {(inputs: Correction_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُرجى مراجعة طلبكم.`)
};

/**
* | output |
* | --- |
* | "Please check your application." |
*
* @param {Correction_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const correction_no_reason = /** @type {((inputs?: Correction_No_ReasonInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_No_ReasonInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_correction_no_reason(inputs)
	if (locale === "de") return de_correction_no_reason(inputs)
	if (locale === "zh") return zh_correction_no_reason(inputs)
	if (locale === "fr") return fr_correction_no_reason(inputs)
	if (locale === "ar") return ar_correction_no_reason(inputs)
	return en_correction_no_reason(inputs)
});