export type LocalizedString = import('../runtime.js').LocalizedString;
export type Received_How_To_PayInputs = {
    fee: NonNullable<unknown>;
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
export declare const received_how_to_pay: ((inputs: Received_How_To_PayInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_How_To_PayInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
