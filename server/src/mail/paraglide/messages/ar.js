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
	return /** @type {LocalizedString} */ (`رقم الطلب`)
};

export const approved_body = /** @type {(inputs: Approved_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يسعدنا إبلاغكم بأنه تمت الموافقة على تأشيرتكم الإلكترونية لسريلانكا، وهي مرفقة بهذه الرسالة بصيغة PDF. يُرجى طباعتها أو حفظها على هاتفكم، وتقديمها مع جواز سفركم عند الوصول.`)
};

export const approved_preview = /** @type {(inputs: Approved_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تأشيرتكم الإلكترونية للطلب ${i?.number}`)
};

export const approved_subject = /** @type {(inputs: Approved_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تأشيرتكم الإلكترونية: تمت الموافقة على الطلب ${i?.number}`)
};

export const approved_title = /** @type {(inputs: Approved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت الموافقة على تأشيرتكم الإلكترونية`)
};

export const contact_ack_body = /** @type {(inputs: Contact_Ack_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشكركم على تواصلكم معنا. لقد استلمنا رسالة أُرسلت من عنوان البريد الإلكتروني هذا عبر نموذج التواصل على موقعنا، وسنرد عليها قريباً من عنواننا.`)
};

export const contact_ack_ignore = /** @type {(inputs: Contact_Ack_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا لم تراسلونا، يمكنكم تجاهل هذه الرسالة.`)
};

export const contact_ack_subject = /** @type {(inputs: Contact_Ack_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لقد استلمنا رسالتكم`)
};

export const contact_ack_title = /** @type {(inputs: Contact_Ack_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لقد استلمنا رسالتكم`)
};

export const correction_button = /** @type {(inputs: Correction_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصحيح الطلب`)
};

export const correction_intro = /** @type {(inputs: Correction_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`راجعنا طلبكم، ويلزم تصحيح ما يلي قبل أن نتمكن من المتابعة:`)
};

export const correction_no_reason = /** @type {(inputs: Correction_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُرجى مراجعة طلبكم.`)
};

export const correction_preview = /** @type {(inputs: Correction_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الطلب ${i?.number} يحتاج إلى تصحيح`)
};

export const correction_subject = /** @type {(inputs: Correction_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الطلب ${i?.number}: يلزم إجراء تصحيح`)
};

export const correction_title = /** @type {(inputs: Correction_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يلزم إجراء تصحيح`)
};

export const fact = /** @type {(inputs: FactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.value}`)
};

export const footer = /** @type {(inputs: FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.agency} وكالة خاصة تساعد المسافرين على التقدم بطلب للحصول على تأشيرة إلكترونية لسريلانكا. للاستفسارات: ${i?.email} أو ${i?.phone}.`)
};

export const greeting = /** @type {(inputs: GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`السيد/السيدة ${i?.name}،`)
};

export const group_receipt_next = /** @type {(inputs: Group_Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقوم الآن بمراجعة كل طلب على حدة، وسنراسل كل مسافر على العنوان المذكور في طلبه إذا احتاج الطلب إلى تصحيح، وعند الموافقة عليه (مع إرفاق التأشيرة الإلكترونية) أو رفضه.`)
};

export const group_receipt_preview = /** @type {(inputs: Group_Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إيصال لعدد ${i?.count} من الطلبات`)
};

export const group_receipt_received = /** @type {(inputs: Group_Receipt_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لقد استلمنا دفعتكم عن الطلبات المذكورة أدناه (${i?.count}). الإيصال مرفق بصيغة PDF.`)
};

export const group_receipt_subject = /** @type {(inputs: Group_Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إيصال الدفع لعدد ${i?.count} من الطلبات: ${i?.numbers}`)
};

export const group_receipt_total = /** @type {(inputs: Group_Receipt_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المجموع`)
};

export const group_receipt_traveller = /** @type {(inputs: Group_Receipt_TravellerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الطلب ${i?.number}، ${i?.fee}`)
};

export const lost_evisa_hint = /** @type {(inputs: Lost_Evisa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا فقدتم التأشيرة، يمكنكم طلب إرسالها مجدداً إلى هذا العنوان عبر صفحة «فقدان التأشيرة الإلكترونية» على موقعنا.`)
};

export const money = /** @type {(inputs: MoneyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ${i?.currency}`)
};

export const receipt_amount = /** @type {(inputs: Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المبلغ`)
};

export const receipt_capture_id = /** @type {(inputs: Receipt_Capture_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم عملية PayPal`)
};

export const receipt_date = /** @type {(inputs: Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التاريخ`)
};

export const receipt_next = /** @type {(inputs: Receipt_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نقوم الآن بمراجعة طلبكم، وسنراسلكم مجدداً إذا احتاج الطلب إلى تصحيح منكم، وعند الموافقة عليه (مع إرفاق التأشيرة الإلكترونية) أو رفضه.`)
};

export const receipt_pdf_received_from = /** @type {(inputs: Receipt_Pdf_Received_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استُلم من`)
};

export const receipt_pdf_service = /** @type {(inputs: Receipt_Pdf_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقابل خدمة تقديم طلب التأشيرة الإلكترونية (ETA) لسريلانكا.`)
};

export const receipt_preview = /** @type {(inputs: Receipt_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إيصال الطلب ${i?.number}`)
};

export const receipt_received = /** @type {(inputs: Receipt_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لقد استلمنا دفعتكم. الإيصال مرفق بصيغة PDF.`)
};

export const receipt_subject = /** @type {(inputs: Receipt_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إيصال الدفع للطلب ${i?.number}`)
};

export const receipt_title = /** @type {(inputs: Receipt_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إيصال الدفع`)
};

export const received_button = /** @type {(inputs: Received_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المراجعة والدفع`)
};

export const received_how_to_pay = /** @type {(inputs: Received_How_To_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`طريقة الدفع: تبلغ الرسوم ${i?.fee}، وتُدفع عبر الإنترنت باستخدام PayPal أو بطاقة مصرفية. افتحوا طلبكم وراجعوه ثم اختاروا «الدفع». يُرجى الدفع قبل موعد سفركم بأربعة أيام على الأقل. سنراجع طلبكم بعد الدفع ونرسل التأشيرة الإلكترونية إلى هذا العنوان.`)
};

export const received_other_device = /** @type {(inputs: Received_Other_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`على جهاز غير الذي قدّمتم منه الطلب، تطلب الصفحة أولاً رقم جواز السفر وتاريخ الميلاد.`)
};

export const received_preview = /** @type {(inputs: Received_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم استلام الطلب ${i?.number}`)
};

export const received_saved = /** @type {(inputs: Received_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شكراً لكم. تم حفظ طلبكم للحصول على تأشيرة سريلانكا الإلكترونية. يُرجى الاحتفاظ برقم الطلب:`)
};

export const received_subject = /** @type {(inputs: Received_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تم استلام الطلب ${i?.number}: طريقة الدفع`)
};

export const received_title = /** @type {(inputs: Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لقد استلمنا طلبكم`)
};

export const rejected_no_reason = /** @type {(inputs: Rejected_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُذكر سبب.`)
};

export const rejected_preview = /** @type {(inputs: Rejected_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم تتم الموافقة على الطلب ${i?.number}`)
};

export const rejected_questions = /** @type {(inputs: Rejected_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا كانت لديكم أسئلة، يُرجى الرد على هذه الرسالة أو التواصل معنا؛ وسياسة الاسترداد منشورة على الموقع.`)
};

export const rejected_reason = /** @type {(inputs: Rejected_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`السبب: ${i?.reason}`)
};

export const rejected_sorry = /** @type {(inputs: Rejected_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نأسف لإبلاغكم بأنه لم تتم الموافقة على طلبكم للحصول على التأشيرة الإلكترونية.`)
};

export const rejected_subject = /** @type {(inputs: Rejected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم تتم الموافقة على الطلب ${i?.number}`)
};

export const rejected_title = /** @type {(inputs: Rejected_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تتم الموافقة على طلبكم`)
};

export const replaced_body = /** @type {(inputs: Replaced_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احتوت التأشيرة الإلكترونية التي أرسلناها إليكم سابقاً على خطأ. التأشيرة المصحّحة مرفقة بهذه الرسالة بصيغة PDF: يُرجى استخدامها وحذف النسخة السابقة أو إتلافها.`)
};

export const replaced_preview = /** @type {(inputs: Replaced_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تأشيرتكم الإلكترونية المصحّحة للطلب ${i?.number}`)
};

export const replaced_subject = /** @type {(inputs: Replaced_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تأشيرتكم الإلكترونية المصحّحة: الطلب ${i?.number}`)
};

export const replaced_title = /** @type {(inputs: Replaced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تأشيرتكم الإلكترونية المصحّحة`)
};

export const reuse_body = /** @type {(inputs: Reuse_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`طلب أحدهم (ونأمل أن تكونوا أنتم) بدء طلب جديد ببيانات طلب سابق. يفتح هذا الرابط طلباً جديداً معبّأً ببياناتكم الشخصية وبيانات جواز السفر ومعلومات الاتصال. يعمل الرابط مرة واحدة فقط، حتى ${i?.expiresAt}.`)
};

export const reuse_button = /** @type {(inputs: Reuse_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بدء طلب جديد`)
};

export const reuse_ignore = /** @type {(inputs: Reuse_IgnoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا لم تطلبوا ذلك، يُرجى تجاهل هذه الرسالة: لم تتم مشاركة أي بيانات.`)
};

export const reuse_preview = /** @type {(inputs: Reuse_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقديم طلب جديد ببياناتكم`)
};

export const reuse_subject = /** @type {(inputs: Reuse_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابطكم لتقديم طلب جديد ببياناتكم`)
};

export const reuse_title = /** @type {(inputs: Reuse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقديم طلب جديد ببياناتكم`)
};