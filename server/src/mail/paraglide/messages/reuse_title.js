import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reuse_TitleInputs */

const en_reuse_title = /** @type {(inputs: Reuse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply again with your details`)
};

const ru_reuse_title = /** @type {(inputs: Reuse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Новое заявление с Вашими данными`)
};

const de_reuse_title = /** @type {(inputs: Reuse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut beantragen mit Ihren Angaben`)
};

const zh_reuse_title = /** @type {(inputs: Reuse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用您的信息重新申请`)
};

const fr_reuse_title = /** @type {(inputs: Reuse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle demande avec vos informations`)
};

const ar_reuse_title = /** @type {(inputs: Reuse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقديم طلب جديد ببياناتكم`)
};

/**
* | output |
* | --- |
* | "Apply again with your details" |
*
* @param {Reuse_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const reuse_title = /** @type {((inputs?: Reuse_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_reuse_title(inputs)
	if (locale === "de") return de_reuse_title(inputs)
	if (locale === "zh") return zh_reuse_title(inputs)
	if (locale === "fr") return fr_reuse_title(inputs)
	if (locale === "ar") return ar_reuse_title(inputs)
	return en_reuse_title(inputs)
});