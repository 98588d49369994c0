import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ expiresAt: NonNullable<unknown> }} Reuse_BodyInputs */

const en_reuse_body = /** @type {(inputs: Reuse_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone (we hope you) asked to start a new application with the details of an earlier one. This link opens a new application filled with your personal, passport and contact details. It works once, until ${i?.expiresAt}.`)
};

const ru_reuse_body = /** @type {(inputs: Reuse_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Кто-то (надеемся, что Вы) запросил новое заявление с данными из прежнего. Эта ссылка открывает новое заявление, в котором уже заполнены Ваши личные и паспортные данные, а также контактная информация. Ссылка действует один раз, до ${i?.expiresAt}.`)
};

const de_reuse_body = /** @type {(inputs: Reuse_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jemand (hoffentlich Sie) hat darum gebeten, einen neuen Antrag mit den Angaben eines früheren Antrags zu beginnen. Dieser Link öffnet einen neuen Antrag, in dem Ihre persönlichen Angaben, Ihre Passdaten und Ihre Kontaktdaten bereits ausgefüllt sind. Er funktioniert einmal, bis ${i?.expiresAt}.`)
};

const zh_reuse_body = /** @type {(inputs: Reuse_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`有人（希望是您本人）请求使用以往申请中的信息开始新的申请。此链接将打开一份新申请，其中已填好您的个人信息、护照信息和联系方式。该链接仅可使用一次，有效期至 ${i?.expiresAt}。`)
};

const fr_reuse_body = /** @type {(inputs: Reuse_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un (vous, nous l’espérons) a demandé à commencer une nouvelle demande avec les informations d’une demande précédente. Ce lien ouvre une nouvelle demande préremplie avec vos informations personnelles, de passeport et de contact. Il ne fonctionne qu’une fois, jusqu’au ${i?.expiresAt}.`)
};

const ar_reuse_body = /** @type {(inputs: Reuse_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`طلب أحدهم (ونأمل أن تكونوا أنتم) بدء طلب جديد ببيانات طلب سابق. يفتح هذا الرابط طلباً جديداً معبّأً ببياناتكم الشخصية وبيانات جواز السفر ومعلومات الاتصال. يعمل الرابط مرة واحدة فقط، حتى ${i?.expiresAt}.`)
};

/**
* | output |
* | --- |
* | "Someone (we hope you) asked to start a new application with the details of an earlier one. This link opens a new application filled with your personal, passp..." |
*
* @param {Reuse_BodyInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const reuse_body = /** @type {((inputs: Reuse_BodyInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reuse_BodyInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_reuse_body(inputs)
	if (locale === "de") return de_reuse_body(inputs)
	if (locale === "zh") return zh_reuse_body(inputs)
	if (locale === "fr") return fr_reuse_body(inputs)
	if (locale === "ar") return ar_reuse_body(inputs)
	return en_reuse_body(inputs)
});