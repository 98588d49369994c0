import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fee: NonNullable<unknown> }} Received_How_To_PayInputs */

const en_received_how_to_pay = /** @type {(inputs: Received_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`How to pay: the fee is ${i?.fee}, paid online with PayPal or a card. Open your application, check it, and choose Pay. Pay at least 4 days before you travel. We check your application once it is paid and send the eVisa to this address.`)
};

const ru_received_how_to_pay = /** @type {(inputs: Received_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Как оплатить: сбор составляет ${i?.fee} и оплачивается онлайн через PayPal или банковской картой. Откройте заявление, проверьте его и выберите «Оплатить». Оплатите не позднее чем за 4 дня до поездки. После оплаты мы проверим Ваше заявление и отправим eVisa на этот адрес.`)
};

const de_received_how_to_pay = /** @type {(inputs: Received_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`So bezahlen Sie: Die Gebühr beträgt ${i?.fee} und wird online mit PayPal oder einer Karte bezahlt. Öffnen Sie Ihren Antrag, prüfen Sie ihn und wählen Sie „Bezahlen“. Bitte bezahlen Sie spätestens 4 Tage vor Ihrer Reise. Sobald die Zahlung eingegangen ist, prüfen wir Ihren Antrag und senden das eVisum an diese Adresse.`)
};

const zh_received_how_to_pay = /** @type {(inputs: Received_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`付款方式：费用为 ${i?.fee}，可通过 PayPal 或银行卡在线支付。请打开您的申请，核对无误后选择“付款”。请至少在出行前 4 天完成付款。收到付款后，我们将审核您的申请，并将电子签证发送至此邮箱。`)
};

const fr_received_how_to_pay = /** @type {(inputs: Received_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comment payer : les frais s’élèvent à ${i?.fee}, à régler en ligne par PayPal ou par carte bancaire. Ouvrez votre demande, vérifiez-la et choisissez « Payer ». Payez au moins 4 jours avant votre voyage. Nous vérifions votre demande dès qu’elle est payée et envoyons l’eVisa à cette adresse.`)
};

const ar_received_how_to_pay = /** @type {(inputs: Received_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`طريقة الدفع: تبلغ الرسوم ${i?.fee}، وتُدفع عبر الإنترنت باستخدام PayPal أو بطاقة مصرفية. افتحوا طلبكم وراجعوه ثم اختاروا «الدفع». يُرجى الدفع قبل موعد سفركم بأربعة أيام على الأقل. سنراجع طلبكم بعد الدفع ونرسل التأشيرة الإلكترونية إلى هذا العنوان.`)
};

/**
* | output |
* | --- |
* | "How to pay: the fee is {fee}, paid online with PayPal or a card. Open your application, check it, and choose Pay. Pay at least 4 days before you travel. We c..." |
*
* @param {Received_How_To_PayInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export const received_how_to_pay = /** @type {((inputs: Received_How_To_PayInputs, options?: { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_How_To_PayInputs, { locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ru") return ru_received_how_to_pay(inputs)
	if (locale === "de") return de_received_how_to_pay(inputs)
	if (locale === "zh") return zh_received_how_to_pay(inputs)
	if (locale === "fr") return fr_received_how_to_pay(inputs)
	if (locale === "ar") return ar_received_how_to_pay(inputs)
	return en_received_how_to_pay(inputs)
});