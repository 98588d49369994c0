import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Ack_BodyInputs */

const en_contact_ack_body = /** @type {(inputs: Contact_Ack_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for contacting us. We received a message sent with this e-mail address through the contact form on our website, and we will answer it from our own address soon.`)
};

const ru_contact_ack_body = /** @type {(inputs: Contact_Ack_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Благодарим Вас за обращение. Мы получили сообщение, отправленное с этого адреса электронной почты через форму обратной связи на нашем сайте, и вскоре ответим на него с нашего адреса.`)
};

const de_contact_ack_body = /** @type {(inputs: Contact_Ack_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank für Ihre Nachricht. Über das Kontaktformular unserer Website haben wir eine Nachricht mit dieser E-Mail-Adresse erhalten und werden sie in Kürze von unserer eigenen Adresse aus beantworten.`)
};

const zh_contact_ack_body = /** @type {(inputs: Contact_Ack_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`感谢您与我们联系。我们已收到通过本网站联系表单、以此电子邮箱地址发送的留言，并将尽快从我们的邮箱回复您。`)
};

const fr_contact_ack_body = /** @type {(inputs: Contact_Ack_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de nous avoir contactés. Nous avons reçu un message envoyé avec cette adresse e-mail au moyen du formulaire de contact de notre site, et nous y répondrons prochainement depuis notre propre adresse.`)
};

const ar_contact_ack_body = /** @type {(inputs: Contact_Ack_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشكركم على تواصلكم معنا. لقد استلمنا رسالة أُرسلت من عنوان البريد الإلكتروني هذا عبر نموذج التواصل على موقعنا، وسنرد عليها قريباً من عنواننا.`)
};

/**
* | output |
* | --- |
* | "Thank you for contacting us. We received a message sent with this e-mail address through the contact form on our website, and we will answer it from our own ..." |
*
* @param {Contact_Ack_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const contact_ack_body = /** @type {((inputs?: Contact_Ack_BodyInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Ack_BodyInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_contact_ack_body(inputs)
	if (locale === "de") return de_contact_ack_body(inputs)
	if (locale === "zh") return zh_contact_ack_body(inputs)
	if (locale === "fr") return fr_contact_ack_body(inputs)
	if (locale === "ar") return ar_contact_ack_body(inputs)
	return en_contact_ack_body(inputs)
});