const OFFICE =
  'a sample office detail: the firm’s compliance officer must confirm it against the licence or the company register';
const REGISTER =
  'a sample register address: the compliance officer must give the address of this office’s (or this person’s) own entry in the regulator’s public register';
const PARTY =
  'a sample party to a transaction: name a real one only with its written consent recorded under "consent", else describe it';
const BACKGROUND = 'a sample firm or school in a sample person’s career or qualifications: replace it with their own';
const COMPLAINTS =
  'a sample month of the complaints table: the compliance officer gives each month’s real figures (received, resolved, pending)';
const TRANSACTION =
  'a sample transaction: replace the file with one of the firm’s own (with the client’s consent to any name), or delete it in both languages';

/**
 * The one list of stand-in values: sample details the site was built with, to be replaced before launch. The content
 * check warns about each one still in a content file, whatever the file's layout or comments (the browser editor
 * keeps no comments). Addresses at test domains (.example, example.com…) and social links to a network's home page
 * are recognised by their form and need no entry here. When a value here turns out to be the real one (the firm keeps
 * the name, counsel approves a draft), delete its line.
 */
export const STAND_IN_VALUES: ReadonlyMap<string, string> = new Map([
  ['Aravali Capital Advisory', 'the sample firm name'],
  ['أرافالي كابيتال', 'the sample firm name, as Arabic text writes it'],
  ['+91 124 400 0000', 'the sample phone number'],
  ['+911244000000', 'the sample phone number'],
  ['Vikram Malhotra', 'a sample person: replace the profile, and add a photo'],
  ['Ananya Rao', 'a sample person: replace the profile, and add a photo'],
  ['فيكرام مالهوترا', 'a sample person, as Arabic text writes the name: replace the profile with the English one'],
  ['أنانيا راو', 'a sample person, as Arabic text writes the name: replace the profile with the English one'],
  // The offices (src/content/offices/): every detail a regulator or a company register holds.
  ['Aravali Capital Advisory Private Limited', OFFICE],
  ['Unit 000, Sample Tower, Cyber City, Gurugram, Haryana 122002, India', OFFICE],
  ['INA000000000', OFFICE],
  ['Aravali Capital (DIFC) Limited', OFFICE],
  ['Office 000, Level 0, Gate Village, Dubai International Financial Centre, Dubai, United Arab Emirates', OFFICE],
  ['F000000', OFFICE],
  ['Aravali Capital Advisory Canada Inc.', OFFICE],
  ['Suite 000, 100 Sample Street West, Toronto, Ontario, Canada', OFFICE],
  ['أرافالي كابيتال أدفايزري الخاصة المحدودة', OFFICE],
  ['الوحدة 000، برج سامبل، سايبر سيتي، غوروغرام، ولاية هاريانا 122002، الهند', OFFICE],
  ['أرافالي كابيتال (مركز دبي المالي العالمي) المحدودة', OFFICE],
  ['المكتب 000، الطابق 0، قرية البوابة، مركز دبي المالي العالمي، دبي، الإمارات العربية المتحدة', OFFICE],
  ['أرافالي كابيتال أدفايزري كندا', OFFICE],
  ['الجناح 000، 100 شارع سامبل الغربي، تورونتو، أونتاريو، كندا', OFFICE],
  ['https://www.sebi.gov.in/register/INA000000000', REGISTER],
  ['https://www.dfsa.ae/public-register/firms/F000000', REGISTER],
  // What each regulator asks the offices to show (src/content/regulators.ts), and each office's own contact.
  ['BASL-0000', OFFICE],
  ['SEBI Northern Regional Office, New Delhi', OFFICE],
  ['المكتب الإقليمي الشمالي لهيئة الأوراق المالية والبورصات الهندية، نيودلهي', OFFICE],
  ['2026-10', COMPLAINTS],
  ['2026-09', COMPLAINTS],
  ['2026-08', COMPLAINTS],
  ['+91 124 400 0100', 'a sample office number'],
  ['+911244000100', 'a sample office number'],
  ['+91 98000 00000', 'a sample office number'],
  ['+91 124 400 0101', 'a sample office number'],
  ['+911244000101', 'a sample office number'],
  ['+91 124 400 0102', 'a sample office number'],
  ['+911244000102', 'a sample office number'],
  ['+971 4 000 0000', 'a sample office number'],
  ['+97140000000', 'a sample office number'],
  ['+971 50 000 0000', 'a sample office number'],
  ['+1 416 000 0000', 'a sample office number'],
  ['+14160000000', 'a sample office number'],
  // The sample record (src/content/transactions/), by title.
  ['دخول شركة للتقنيات الزراعية إلى السوق الهندية', TRANSACTION],
  ['مشروع مشترك لبرج سكني في الخليج التجاري', TRANSACTION],
  ['الاستحواذ على طوابق مكتبية من الفئة (أ) في غوروغرام', TRANSACTION],
  ['جولة تمويل للنمو لسلسلة مستشفيات إقليمية', TRANSACTION],
  ['جولة تمويل من الفئة B لمنصة لوجستية', TRANSACTION],
  ['التأهيل المسبق لتمديد خط مترو علوي', TRANSACTION],
  ['الإغلاق المالي لمحطة طاقة شمسية بقدرة 120 ميغاواط', TRANSACTION],
  ['Market entry in India for an agri-tech company', TRANSACTION],
  ['Joint venture for a Business Bay residential tower', TRANSACTION],
  ['Acquisition of Grade A office floors in Gurugram', TRANSACTION],
  ['Growth round for a regional hospital chain', TRANSACTION],
  ['Series B for a logistics platform', TRANSACTION],
  ['Pre-qualification for an elevated metro extension', TRANSACTION],
  ['Financial close for a 120 MW solar park', TRANSACTION],
  // The sample people's backgrounds and the parties the sample record names (src/content/team/, transactions/).
  ['Example Infrastructure Finance Limited', BACKGROUND],
  ['Example Bank Limited', BACKGROUND],
  ['Example University', BACKGROUND],
  ['Example Growth Partners', BACKGROUND],
  ['Example Capital Markets Limited', BACKGROUND],
  ['Example School of Business', BACKGROUND],
  ['https://www.dfsa.ae/public-register/individuals', REGISTER],
  ['Example Land Holdings LLC', PARTY],
  ['Example Developments LLC', PARTY],
  ['Example Hospitals Private Limited', PARTY],
  ['Example Gulf Logistics Ventures', PARTY],
  ['Example Solar Parks Private Limited', PARTY],
  [
    'Privacy Notice',
    'a draft awaiting the approval of the firm’s counsel, who should also confirm which data protection laws apply to a request',
  ],
  [
    'Terms & Disclaimer',
    'a draft awaiting the approval of the firm’s counsel, who should also confirm which services need a licence or registration where',
  ],
  [
    'How We Are Paid',
    'a draft awaiting the approval of the firm’s counsel and compliance officer, who set the fee ranges and approve the conflicts, anti-bribery and gifts policies',
  ],
  [
    'كيف نتقاضى أتعابنا',
    'the Arabic page on how the firm is paid: a draft awaiting the approval of the firm’s counsel, as the English one',
  ],
  [
    'إشعار الخصوصية',
    'the Arabic privacy notice: a draft awaiting the approval of the firm’s counsel, as the English one',
  ],
  [
    'الشروط وإخلاء المسؤولية',
    'the Arabic terms and disclaimer: a draft awaiting the approval of the firm’s counsel, as the English one',
  ],
]);

/**
 * Languages whose text is a draft not yet approved by the firm: the content check warns once per language until its
 * line here is deleted (a native-speaking reviewer has read every file of that language and the firm approves it).
 */
export const DRAFT_TRANSLATIONS: Readonly<Partial<Record<string, string>>> = {
  ar: 'written by the developers; to be reviewed by a native-speaking reviewer before launch',
};
