export type LocalizedString = import('../runtime.js').LocalizedString;
export type Received_SubjectInputs = {
    number: NonNullable<unknown>;
};
/**
* | output |
* | --- |
* | "Application {number} received: how to pay" |
*
* @param {Received_SubjectInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const received_subject: ((inputs: Received_SubjectInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Received_SubjectInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
