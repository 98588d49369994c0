import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_ButtonInputs */

const en_correction_button = /** @type {(inputs: Correction_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct your application`)
};

const ru_correction_button = /** @type {(inputs: Correction_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Исправить заявление`)
};

const de_correction_button = /** @type {(inputs: Correction_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antrag korrigieren`)
};

const zh_correction_button = /** @type {(inputs: Correction_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更正您的申请`)
};

const fr_correction_button = /** @type {(inputs: Correction_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corriger votre demande`)
};

const ar_correction_button = /** @type {(inputs: Correction_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصحيح الطلب`)
};

/**
* | output |
* | --- |
* | "Correct your application" |
*
* @param {Correction_ButtonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const correction_button = /** @type {((inputs?: Correction_ButtonInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_ButtonInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_correction_button(inputs)
	if (locale === "de") return de_correction_button(inputs)
	if (locale === "zh") return zh_correction_button(inputs)
	if (locale === "fr") return fr_correction_button(inputs)
	if (locale === "ar") return ar_correction_button(inputs)
	return en_correction_button(inputs)
});