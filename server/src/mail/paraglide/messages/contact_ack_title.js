import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Ack_TitleInputs */

const en_contact_ack_title = /** @type {(inputs: Contact_Ack_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We received your message`)
};

const ru_contact_ack_title = /** @type {(inputs: Contact_Ack_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Мы получили Ваше сообщение`)
};

const de_contact_ack_title = /** @type {(inputs: Contact_Ack_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben Ihre Nachricht erhalten`)
};

const zh_contact_ack_title = /** @type {(inputs: Contact_Ack_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们已收到您的留言`)
};

const fr_contact_ack_title = /** @type {(inputs: Contact_Ack_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons reçu votre message`)
};

const ar_contact_ack_title = /** @type {(inputs: Contact_Ack_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لقد استلمنا رسالتكم`)
};

/**
* | output |
* | --- |
* | "We received your message" |
*
* @param {Contact_Ack_TitleInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_ack_title = /** @type {((inputs?: Contact_Ack_TitleInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_TitleInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_contact_ack_title(inputs)
	if (locale === "de") return de_contact_ack_title(inputs)
	if (locale === "zh") return zh_contact_ack_title(inputs)
	if (locale === "fr") return fr_contact_ack_title(inputs)
	if (locale === "ar") return ar_contact_ack_title(inputs)
	return en_contact_ack_title(inputs)
});