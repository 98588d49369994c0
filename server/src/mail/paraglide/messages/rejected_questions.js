import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rejected_QuestionsInputs */

const en_rejected_questions = /** @type {(inputs: Rejected_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply to this e-mail or contact us if you have questions; our refund policy is on the website.`)
};

const ru_rejected_questions = /** @type {(inputs: Rejected_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Если у Вас есть вопросы, ответьте на это письмо или свяжитесь с нами; условия возврата средств опубликованы на сайте.`)
};

const de_rejected_questions = /** @type {(inputs: Rejected_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei Fragen antworten Sie bitte auf diese E-Mail oder wenden Sie sich an uns; unsere Erstattungsbedingungen finden Sie auf der Website.`)
};

const zh_rejected_questions = /** @type {(inputs: Rejected_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如有疑问，请直接回复本邮件或与我们联系；退款政策详见本网站。`)
};

const fr_rejected_questions = /** @type {(inputs: Rejected_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour toute question, répondez à cet e-mail ou contactez-nous ; notre politique de remboursement figure sur le site.`)
};

const ar_rejected_questions = /** @type {(inputs: Rejected_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا كانت لديكم أسئلة، يُرجى الرد على هذه الرسالة أو التواصل معنا؛ وسياسة الاسترداد منشورة على الموقع.`)
};

/**
* | output |
* | --- |
* | "Reply to this e-mail or contact us if you have questions; our refund policy is on the website." |
*
* @param {Rejected_QuestionsInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const rejected_questions = /** @type {((inputs?: Rejected_QuestionsInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_QuestionsInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_rejected_questions(inputs)
	if (locale === "de") return de_rejected_questions(inputs)
	if (locale === "zh") return zh_rejected_questions(inputs)
	if (locale === "fr") return fr_rejected_questions(inputs)
	if (locale === "ar") return ar_rejected_questions(inputs)
	return en_rejected_questions(inputs)
});