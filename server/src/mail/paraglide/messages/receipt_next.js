import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Receipt_NextInputs */

const en_receipt_next = /** @type {(inputs: Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We now check your application. We e-mail you again if it needs a correction from you, and when it is approved (with the eVisa attached) or rejected.`)
};

const ru_receipt_next = /** @type {(inputs: Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Теперь мы проверяем Ваше заявление. Мы снова напишем Вам, если потребуется исправление с Вашей стороны, а также когда заявление будет одобрено (с eVisa во вложении) или отклонено.`)
};

const de_receipt_next = /** @type {(inputs: Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir prüfen nun Ihren Antrag. Wir schreiben Ihnen erneut, falls eine Korrektur durch Sie nötig ist, und sobald der Antrag genehmigt (mit dem eVisum im Anhang) oder abgelehnt wurde.`)
};

const zh_receipt_next = /** @type {(inputs: Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们现在开始审核您的申请。如需您更正信息，或申请获得批准（附电子签证）或被拒绝时，我们将再次发送电子邮件通知您。`)
};

const fr_receipt_next = /** @type {(inputs: Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vérifions maintenant votre demande. Nous vous écrirons de nouveau si une correction de votre part est nécessaire, puis lorsqu’elle sera approuvée (avec l’eVisa en pièce jointe) ou refusée.`)
};

const ar_receipt_next = /** @type {(inputs: Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقوم الآن بمراجعة طلبكم، وسنراسلكم مجدداً إذا احتاج الطلب إلى تصحيح منكم، وعند الموافقة عليه (مع إرفاق التأشيرة الإلكترونية) أو رفضه.`)
};

/**
* | output |
* | --- |
* | "We now check your application. We e-mail you again if it needs a correction from you, and when it is approved (with the eVisa attached) or rejected." |
*
* @param {Receipt_NextInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const receipt_next = /** @type {((inputs?: Receipt_NextInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Receipt_NextInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_receipt_next(inputs)
	if (locale === "de") return de_receipt_next(inputs)
	if (locale === "zh") return zh_receipt_next(inputs)
	if (locale === "fr") return fr_receipt_next(inputs)
	if (locale === "ar") return ar_receipt_next(inputs)
	return en_receipt_next(inputs)
});