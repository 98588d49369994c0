import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Received_Other_DeviceInputs */

const en_received_other_device = /** @type {(inputs: Received_Other_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On a device you did not apply from, the page asks your passport number and date of birth first.`)
};

const ru_received_other_device = /** @type {(inputs: Received_Other_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`На устройстве, с которого Вы не подавали заявление, страница сначала запросит номер паспорта и дату рождения.`)
};

const de_received_other_device = /** @type {(inputs: Received_Other_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf einem anderen Gerät als dem, mit dem Sie den Antrag gestellt haben, fragt die Seite zuerst nach Ihrer Reisepassnummer und Ihrem Geburtsdatum.`)
};

const zh_received_other_device = /** @type {(inputs: Received_Other_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如在提交申请以外的设备上打开，页面会先要求您输入护照号码和出生日期。`)
};

const fr_received_other_device = /** @type {(inputs: Received_Other_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sur un appareil autre que celui utilisé pour la demande, la page vous demande d’abord votre numéro de passeport et votre date de naissance.`)
};

const ar_received_other_device = /** @type {(inputs: Received_Other_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`على جهاز غير الذي قدّمتم منه الطلب، تطلب الصفحة أولاً رقم جواز السفر وتاريخ الميلاد.`)
};

/**
* | output |
* | --- |
* | "On a device you did not apply from, the page asks your passport number and date of birth first." |
*
* @param {Received_Other_DeviceInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_other_device = /** @type {((inputs?: Received_Other_DeviceInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_Other_DeviceInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_received_other_device(inputs)
	if (locale === "de") return de_received_other_device(inputs)
	if (locale === "zh") return zh_received_other_device(inputs)
	if (locale === "fr") return fr_received_other_device(inputs)
	if (locale === "ar") return ar_received_other_device(inputs)
	return en_received_other_device(inputs)
});