export type LocalizedString = import('../runtime.js').LocalizedString;
export type Rejected_QuestionsInputs = {};
/**
* | output |
* | --- |
* | "Reply to this e-mail or contact us if you have questions; our refund policy is on the website." |
*
* @param {Rejected_QuestionsInputs} inputs
* @param {{ locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar" }} options
* @returns {LocalizedString}
*/
export declare const rejected_questions: ((inputs?: Rejected_QuestionsInputs, options?: {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Rejected_QuestionsInputs, {
    locale?: "en" | "ru" | "de" | "zh" | "fr" | "ar";
}, {}>;
