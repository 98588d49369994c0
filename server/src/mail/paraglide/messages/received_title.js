import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Received_TitleInputs */

const en_received_title = /** @type {(inputs: Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your application`)
};

const ru_received_title = /** @type {(inputs: Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мы получили Ваше заявление`)
};

const de_received_title = /** @type {(inputs: Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihren Antrag erhalten`)
};

const zh_received_title = /** @type {(inputs: Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们已收到您的申请`)
};

const fr_received_title = /** @type {(inputs: Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons reçu votre demande`)
};

const ar_received_title = /** @type {(inputs: Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لقد استلمنا طلبكم`)
};

/**
* | output |
* | --- |
* | "We received your application" |
*
* @param {Received_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_title = /** @type {((inputs?: Received_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_received_title(inputs)
	if (locale === "de") return de_received_title(inputs)
	if (locale === "zh") return zh_received_title(inputs)
	if (locale === "fr") return fr_received_title(inputs)
	if (locale === "ar") return ar_received_title(inputs)
	return en_received_title(inputs)
});