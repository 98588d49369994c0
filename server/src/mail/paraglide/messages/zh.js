/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Application_NumberInputs */
/** @typedef {{}} Approved_BodyInputs */
/** @typedef {{ number: NonNullable<unknown> }} Approved_PreviewInputs */
/** @typedef {{ number: NonNullable<unknown> }} Approved_SubjectInputs */
/** @typedef {{}} Approved_TitleInputs */
/** @typedef {{}} Contact_Ack_BodyInputs */
/** @typedef {{}} Contact_Ack_IgnoreInputs */
/** @typedef {{}} Contact_Ack_SubjectInputs */
/** @typedef {{}} Contact_Ack_TitleInputs */
/** @typedef {{}} Correction_ButtonInputs */
/** @typedef {{}} Correction_IntroInputs */
/** @typedef {{}} Correction_No_ReasonInputs */
/** @typedef {{ number: NonNullable<unknown> }} Correction_PreviewInputs */
/** @typedef {{ number: NonNullable<unknown> }} Correction_SubjectInputs */
/** @typedef {{}} Correction_TitleInputs */
/** @typedef {{ label: NonNullable<unknown>, value: NonNullable<unknown> }} FactInputs */
/** @typedef {{ agency: NonNullable<unknown>, email: NonNullable<unknown>, phone: NonNullable<unknown> }} FooterInputs */
/** @typedef {{ name: NonNullable<unknown> }} GreetingInputs */
/** @typedef {{}} Group_Receipt_NextInputs */
/** @typedef {{ count: NonNullable<unknown> }} Group_Receipt_PreviewInputs */
/** @typedef {{ count: NonNullable<unknown> }} Group_Receipt_ReceivedInputs */
/** @typedef {{ count: NonNullable<unknown>, numbers: NonNullable<unknown> }} Group_Receipt_SubjectInputs */
/** @typedef {{}} Group_Receipt_TotalInputs */
/** @typedef {{ number: NonNullable<unknown>, fee: NonNullable<unknown> }} Group_Receipt_TravellerInputs */
/** @typedef {{}} Lost_Evisa_HintInputs */
/** @typedef {{ amount: NonNullable<unknown>, currency: NonNullable<unknown> }} MoneyInputs */
/** @typedef {{}} Receipt_AmountInputs */
/** @typedef {{}} Receipt_Capture_IdInputs */
/** @typedef {{}} Receipt_DateInputs */
/** @typedef {{}} Receipt_NextInputs */
/** @typedef {{}} Receipt_Pdf_Received_FromInputs */
/** @typedef {{}} Receipt_Pdf_ServiceInputs */
/** @typedef {{ number: NonNullable<unknown> }} Receipt_PreviewInputs */
/** @typedef {{}} Receipt_ReceivedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Receipt_SubjectInputs */
/** @typedef {{}} Receipt_TitleInputs */
/** @typedef {{}} Received_ButtonInputs */
/** @typedef {{ fee: NonNullable<unknown> }} Received_How_To_PayInputs */
/** @typedef {{}} Received_Other_DeviceInputs */
/** @typedef {{ number: NonNullable<unknown> }} Received_PreviewInputs */
/** @typedef {{}} Received_SavedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Received_SubjectInputs */
/** @typedef {{}} Received_TitleInputs */
/** @typedef {{}} Rejected_No_ReasonInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rejected_PreviewInputs */
/** @typedef {{}} Rejected_QuestionsInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Rejected_ReasonInputs */
/** @typedef {{}} Rejected_SorryInputs */
/** @typedef {{ number: NonNullable<unknown> }} Rejected_SubjectInputs */
/** @typedef {{}} Rejected_TitleInputs */
/** @typedef {{}} Replaced_BodyInputs */
/** @typedef {{ number: NonNullable<unknown> }} Replaced_PreviewInputs */
/** @typedef {{ number: NonNullable<unknown> }} Replaced_SubjectInputs */
/** @typedef {{}} Replaced_TitleInputs */
/** @typedef {{ expiresAt: NonNullable<unknown> }} Reuse_BodyInputs */
/** @typedef {{}} Reuse_ButtonInputs */
/** @typedef {{}} Reuse_IgnoreInputs */
/** @typedef {{}} Reuse_PreviewInputs */
/** @typedef {{}} Reuse_SubjectInputs */
/** @typedef {{}} Reuse_TitleInputs */


export const application_number = /** @type {(inputs: Application_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申请编号`)
};

export const approved_body = /** @type {(inputs: Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`好消息：您的斯里兰卡电子签证已获批准，并以 PDF 格式附在本邮件中。请将其打印或保存在手机上，入境时与护照一并出示。`)
};

export const approved_preview = /** @type {(inputs: Approved_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 的电子签证`)
};

export const approved_subject = /** @type {(inputs: Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您的电子签证：申请 ${i?.number} 已获批准`)
};

export const approved_title = /** @type {(inputs: Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的电子签证已获批准`)
};

export const contact_ack_body = /** @type {(inputs: Contact_Ack_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`感谢您与我们联系。我们已收到通过本网站联系表单、以此电子邮箱地址发送的留言，并将尽快从我们的邮箱回复您。`)
};

export const contact_ack_ignore = /** @type {(inputs: Contact_Ack_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如果您并未给我们写信，请忽略本邮件。`)
};

export const contact_ack_subject = /** @type {(inputs: Contact_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们已收到您的留言`)
};

export const contact_ack_title = /** @type {(inputs: Contact_Ack_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们已收到您的留言`)
};

export const correction_button = /** @type {(inputs: Correction_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更正您的申请`)
};

export const correction_intro = /** @type {(inputs: Correction_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们已审核您的申请。在继续办理之前，以下内容需要更正：`)
};

export const correction_no_reason = /** @type {(inputs: Correction_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请核对您的申请。`)
};

export const correction_preview = /** @type {(inputs: Correction_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 需要更正`)
};

export const correction_subject = /** @type {(inputs: Correction_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number}：需要更正`)
};

export const correction_title = /** @type {(inputs: Correction_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要更正`)
};

export const fact = /** @type {(inputs: FactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：${i?.value}`)
};

export const footer = /** @type {(inputs: FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.agency}是一家私营代理机构，协助旅客申请斯里兰卡电子签证（eVisa）。如有疑问，请联系 ${i?.email} 或致电 ${i?.phone}。`)
};

export const greeting = /** @type {(inputs: GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`尊敬的 ${i?.name}：`)
};

export const group_receipt_next = /** @type {(inputs: Group_Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们现在开始逐一审核各份申请。如需更正信息，或申请获得批准（附电子签证）或被拒绝时，我们将发送电子邮件至每位旅客在其申请中填写的地址。`)
};

export const group_receipt_preview = /** @type {(inputs: Group_Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 份申请的收据`)
};

export const group_receipt_received = /** @type {(inputs: Group_Receipt_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我们已收到您为下列 ${i?.count} 份申请支付的款项。收据以 PDF 格式附上。`)
};

export const group_receipt_subject = /** @type {(inputs: Group_Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 份申请的付款收据：${i?.numbers}`)
};

export const group_receipt_total = /** @type {(inputs: Group_Receipt_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合计`)
};

export const group_receipt_traveller = /** @type {(inputs: Group_Receipt_TravellerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number}，${i?.fee}`)
};

export const lost_evisa_hint = /** @type {(inputs: Lost_Evisa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如您遗失电子签证，可通过本网站的“遗失电子签证”页面将其重新发送至此邮箱。`)
};

export const money = /** @type {(inputs: MoneyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency}`)
};

export const receipt_amount = /** @type {(inputs: Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`金额`)
};

export const receipt_capture_id = /** @type {(inputs: Receipt_Capture_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayPal 交易编号`)
};

export const receipt_date = /** @type {(inputs: Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期`)
};

export const receipt_next = /** @type {(inputs: Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们现在开始审核您的申请。如需您更正信息，或申请获得批准（附电子签证）或被拒绝时，我们将再次发送电子邮件通知您。`)
};

export const receipt_pdf_received_from = /** @type {(inputs: Receipt_Pdf_Received_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`付款人`)
};

export const receipt_pdf_service = /** @type {(inputs: Receipt_Pdf_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用于斯里兰卡电子签证（ETA）申请服务。`)
};

export const receipt_preview = /** @type {(inputs: Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 的收据`)
};

export const receipt_received = /** @type {(inputs: Receipt_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们已收到您的付款。收据以 PDF 格式附上。`)
};

export const receipt_subject = /** @type {(inputs: Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 的付款收据`)
};

export const receipt_title = /** @type {(inputs: Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`付款收据`)
};

export const received_button = /** @type {(inputs: Received_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`核对并付款`)
};

export const received_how_to_pay = /** @type {(inputs: Received_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`付款方式：费用为 ${i?.fee}，可通过 PayPal 或银行卡在线支付。请打开您的申请，核对无误后选择“付款”。请至少在出行前 4 天完成付款。收到付款后，我们将审核您的申请，并将电子签证发送至此邮箱。`)
};

export const received_other_device = /** @type {(inputs: Received_Other_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如在提交申请以外的设备上打开，页面会先要求您输入护照号码和出生日期。`)
};

export const received_preview = /** @type {(inputs: Received_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 已收到`)
};

export const received_saved = /** @type {(inputs: Received_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`谢谢。您的斯里兰卡电子签证申请已保存。请妥善保存申请编号：`)
};

export const received_subject = /** @type {(inputs: Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 已收到：付款方式`)
};

export const received_title = /** @type {(inputs: Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们已收到您的申请`)
};

export const rejected_no_reason = /** @type {(inputs: Rejected_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未说明原因。`)
};

export const rejected_preview = /** @type {(inputs: Rejected_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 未获批准`)
};

export const rejected_questions = /** @type {(inputs: Rejected_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如有疑问，请直接回复本邮件或与我们联系；退款政策详见本网站。`)
};

export const rejected_reason = /** @type {(inputs: Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`原因：${i?.reason}`)
};

export const rejected_sorry = /** @type {(inputs: Rejected_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`很抱歉地通知您：您的电子签证申请未获批准。`)
};

export const rejected_subject = /** @type {(inputs: Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 未获批准`)
};

export const rejected_title = /** @type {(inputs: Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的申请未获批准`)
};

export const replaced_body = /** @type {(inputs: Replaced_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们此前发送给您的电子签证有误。更正后的电子签证以 PDF 格式附在本邮件中：请使用此份，并删除或销毁之前的版本。`)
};

export const replaced_preview = /** @type {(inputs: Replaced_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请 ${i?.number} 更正后的电子签证`)
};

export const replaced_subject = /** @type {(inputs: Replaced_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您更正后的电子签证：申请 ${i?.number}`)
};

export const replaced_title = /** @type {(inputs: Replaced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您更正后的电子签证`)
};

export const reuse_body = /** @type {(inputs: Reuse_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`有人（希望是您本人）请求使用以往申请中的信息开始新的申请。此链接将打开一份新申请，其中已填好您的个人信息、护照信息和联系方式。该链接仅可使用一次，有效期至 ${i?.expiresAt}。`)
};

export const reuse_button = /** @type {(inputs: Reuse_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始新的申请`)
};

export const reuse_ignore = /** @type {(inputs: Reuse_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如果您并未提出此请求，请忽略本邮件：您的信息未被分享。`)
};

export const reuse_preview = /** @type {(inputs: Reuse_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用您的信息重新申请`)
};

export const reuse_subject = /** @type {(inputs: Reuse_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用您的信息重新申请的链接`)
};

export const reuse_title = /** @type {(inputs: Reuse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用您的信息重新申请`)
};