import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reuse_ButtonInputs */

const en_reuse_button = /** @type {(inputs: Reuse_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a new application`)
};

const ru_reuse_button = /** @type {(inputs: Reuse_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Начать новое заявление`)
};

const de_reuse_button = /** @type {(inputs: Reuse_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuen Antrag beginnen`)
};

const zh_reuse_button = /** @type {(inputs: Reuse_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始新的申请`)
};

const fr_reuse_button = /** @type {(inputs: Reuse_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer une nouvelle demande`)
};

const ar_reuse_button = /** @type {(inputs: Reuse_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدء طلب جديد`)
};

/**
* | output |
* | --- |
* | "Start a new application" |
*
* @param {Reuse_ButtonInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const reuse_button = /** @type {((inputs?: Reuse_ButtonInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_ButtonInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_reuse_button(inputs)
	if (locale === "de") return de_reuse_button(inputs)
	if (locale === "zh") return zh_reuse_button(inputs)
	if (locale === "fr") return fr_reuse_button(inputs)
	if (locale === "ar") return ar_reuse_button(inputs)
	return en_reuse_button(inputs)
});