import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approved_BodyInputs */

const en_approved_body = /** @type {(inputs: Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good news: your Sri Lanka eVisa is approved. It is attached to this e-mail as a PDF. Print it or keep it on your phone, and show it with your passport when you arrive.`)
};

const ru_approved_body = /** @type {(inputs: Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Хорошая новость: Ваша электронная виза в Шри-Ланку одобрена. Она приложена к этому письму в формате PDF. Распечатайте её или сохраните в телефоне и предъявите вместе с паспортом по прибытии.`)
};

const de_approved_body = /** @type {(inputs: Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gute Nachricht: Ihr eVisum für Sri Lanka ist genehmigt. Es ist dieser E-Mail als PDF angehängt. Drucken Sie es aus oder speichern Sie es auf Ihrem Telefon, und zeigen Sie es bei der Einreise zusammen mit Ihrem Reisepass vor.`)
};

const zh_approved_body = /** @type {(inputs: Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`好消息：您的斯里兰卡电子签证已获批准，并以 PDF 格式附在本邮件中。请将其打印或保存在手机上，入境时与护照一并出示。`)
};

const fr_approved_body = /** @type {(inputs: Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonne nouvelle : votre eVisa pour le Sri Lanka est approuvé. Il est joint à cet e-mail au format PDF. Imprimez-le ou conservez-le sur votre téléphone, et présentez-le avec votre passeport à votre arrivée.`)
};

const ar_approved_body = /** @type {(inputs: Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يسعدنا إبلاغكم بأنه تمت الموافقة على تأشيرتكم الإلكترونية لسريلانكا، وهي مرفقة بهذه الرسالة بصيغة PDF. يُرجى طباعتها أو حفظها على هاتفكم، وتقديمها مع جواز سفركم عند الوصول.`)
};

/**
* | output |
* | --- |
* | "Good news: your Sri Lanka eVisa is approved. It is attached to this e-mail as a PDF. Print it or keep it on your phone, and show it with your passport when y..." |
*
* @param {Approved_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const approved_body = /** @type {((inputs?: Approved_BodyInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approved_BodyInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_approved_body(inputs)
	if (locale === "de") return de_approved_body(inputs)
	if (locale === "zh") return zh_approved_body(inputs)
	if (locale === "fr") return fr_approved_body(inputs)
	if (locale === "ar") return ar_approved_body(inputs)
	return en_approved_body(inputs)
});