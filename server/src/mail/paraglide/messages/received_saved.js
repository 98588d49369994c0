import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Received_SavedInputs */

const en_received_saved = /** @type {(inputs: Received_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. Your Sri Lanka eVisa application is saved. Keep its number:`)
};

const ru_received_saved = /** @type {(inputs: Received_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Благодарим Вас. Ваше заявление на электронную визу в Шри-Ланку сохранено. Сохраните его номер:`)
};

const de_received_saved = /** @type {(inputs: Received_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank. Ihr Antrag auf ein eVisum für Sri Lanka ist gespeichert. Bitte bewahren Sie die Antragsnummer auf:`)
};

const zh_received_saved = /** @type {(inputs: Received_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`谢谢。您的斯里兰卡电子签证申请已保存。请妥善保存申请编号：`)
};

const fr_received_saved = /** @type {(inputs: Received_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Votre demande d’eVisa pour le Sri Lanka est enregistrée. Conservez son numéro :`)
};

const ar_received_saved = /** @type {(inputs: Received_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شكراً لكم. تم حفظ طلبكم للحصول على تأشيرة سريلانكا الإلكترونية. يُرجى الاحتفاظ برقم الطلب:`)
};

/**
* | output |
* | --- |
* | "Thank you. Your Sri Lanka eVisa application is saved. Keep its number:" |
*
* @param {Received_SavedInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_saved = /** @type {((inputs?: Received_SavedInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_SavedInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_received_saved(inputs)
	if (locale === "de") return de_received_saved(inputs)
	if (locale === "zh") return zh_received_saved(inputs)
	if (locale === "fr") return fr_received_saved(inputs)
	if (locale === "ar") return ar_received_saved(inputs)
	return en_received_saved(inputs)
});