import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_IntroInputs */

const en_correction_intro = /** @type {(inputs: Correction_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We checked your application and something needs to be corrected before we can go on:`)
};

const ru_correction_intro = /** @type {(inputs: Correction_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мы проверили Ваше заявление. Прежде чем мы сможем продолжить, необходимо исправить следующее:`)
};

const de_correction_intro = /** @type {(inputs: Correction_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihren Antrag geprüft. Bevor wir fortfahren können, muss Folgendes korrigiert werden:`)
};

const zh_correction_intro = /** @type {(inputs: Correction_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们已审核您的申请。在继续办理之前，以下内容需要更正：`)
};

const fr_correction_intro = /** @type {(inputs: Correction_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons vérifié votre demande et un élément doit être corrigé avant que nous puissions poursuivre :`)
};

const ar_correction_intro = /** @type {(inputs: Correction_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`راجعنا طلبكم، ويلزم تصحيح ما يلي قبل أن نتمكن من المتابعة:`)
};

/**
* | output |
* | --- |
* | "We checked your application and something needs to be corrected before we can go on:" |
*
* @param {Correction_IntroInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const correction_intro = /** @type {((inputs?: Correction_IntroInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_IntroInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_correction_intro(inputs)
	if (locale === "de") return de_correction_intro(inputs)
	if (locale === "zh") return zh_correction_intro(inputs)
	if (locale === "fr") return fr_correction_intro(inputs)
	if (locale === "ar") return ar_correction_intro(inputs)
	return en_correction_intro(inputs)
});