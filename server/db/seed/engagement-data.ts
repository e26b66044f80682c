/** Fixed bilingual texts: provider alert templates, sample notifications, static pages. */

export const ALERTS = [
  {
    code: 'subscription_expiring',
    title_en: 'Subscription expiring soon',
    title_id: 'Langganan segera berakhir',
    body_en: 'Your subscription ends on {date}. Contact us to renew it.',
    body_id: 'Langganan Anda berakhir pada {date}. Hubungi kami untuk memperpanjangnya.',
  },
  {
    code: 'content_updated',
    title_en: 'Regulatory content updated',
    title_id: 'Konten peraturan diperbarui',
    body_en: 'Sector {sector} was updated to version {version}. Review the changed obligations.',
    body_id: 'Sektor {sector} diperbarui ke versi {version}. Tinjau kewajiban yang berubah.',
  },
  {
    code: 'compliance_assigned',
    title_en: 'You were assigned a compliance',
    title_id: 'Anda ditugaskan pada sebuah kepatuhan',
    body_en: '{user} assigned you as {role} of "{title}".',
    body_id: '{user} menugaskan Anda sebagai {role} pada "{title}".',
  },
  {
    code: 'reminder_due',
    title_en: 'Reminder',
    title_id: 'Pengingat',
    body_en: 'Reminder for "{title}": {message}',
    body_id: 'Pengingat untuk "{title}": {message}',
  },
  {
    code: 'claim_submitted',
    title_en: 'Compliance claimed',
    title_id: 'Kepatuhan diklaim',
    body_en: '{user} claims "{title}" is met and asks for an audit.',
    body_id: '{user} mengklaim "{title}" telah dipenuhi dan meminta audit.',
  },
  {
    code: 'claim_rejected',
    title_en: 'Claim rejected',
    title_id: 'Klaim ditolak',
    body_en: 'The claim on "{title}" was rejected: {reason}',
    body_id: 'Klaim atas "{title}" ditolak: {reason}',
  },
  {
    code: 'deadline_passed',
    title_en: 'Deadline passed',
    title_id: 'Tenggat waktu terlewati',
    body_en: 'The deadline of "{title}" passed on {date}.',
    body_id: 'Tenggat waktu "{title}" telah lewat pada {date}.',
  },
];

export const NOTIFICATIONS = [
  {
    type: 'content_updated',
    link: '/library',
    header_en: 'Regulatory content updated',
    header_id: 'Konten peraturan diperbarui',
    // The version content-updates.ts delivers ({sector}: its sector); customers open it in their content updates (/updates).
    body_en: 'Obligations were added, changed and repealed in {sector}.',
    body_id: 'Kewajiban ditambahkan, diubah, dan dicabut di {sector}.',
  },
  {
    type: 'assignment',
    link: '/compliance',
    header_en: 'You were assigned a compliance',
    header_id: 'Anda ditugaskan pada sebuah kepatuhan',
    body_en: 'You are the PIC of "Submit the quarterly report on wastewater discharge".',
    body_id:
      'Anda adalah PIC untuk "Menyampaikan laporan triwulanan tentang pembuangan air limbah".',
  },
  {
    type: 'reminder',
    link: '/compliance',
    header_en: 'Reminder',
    header_id: 'Pengingat',
    body_en: 'Deadline in one week: check the evidence.',
    body_id: 'Tenggat satu minggu lagi: periksa bukti.',
  },
  {
    type: 'claim_audit',
    link: '/compliance',
    header_en: 'Compliance claimed',
    header_id: 'Kepatuhan diklaim',
    body_en: 'A claim is waiting for your audit.',
    body_id: 'Sebuah klaim menunggu audit Anda.',
  },
  {
    type: 'overdue',
    link: '/compliance',
    header_en: 'Deadline passed',
    header_id: 'Tenggat waktu terlewati',
    body_en: 'Two compliances passed their deadline.',
    body_id: 'Dua kepatuhan telah melewati tenggat waktu.',
  },
];

export const PAGES = [
  {
    slug: 'about',
    is_published: true,
    title_en: 'About RegComply',
    title_id: 'Tentang RegComply',
    body_en:
      "RegComply keeps your company's regulatory obligations in one place: the legal library, compliance tracking, evidence and reports.",
    body_id:
      'RegComply menghimpun kewajiban peraturan perusahaan Anda di satu tempat: pustaka hukum, pemantauan kepatuhan, bukti dan laporan.',
  },
  {
    slug: 'terms',
    is_published: true,
    title_en: 'Terms of Use',
    title_id: 'Syarat Penggunaan',
    body_en:
      'The legal content is provided for compliance management and does not constitute legal advice.',
    body_id:
      'Konten hukum disediakan untuk pengelolaan kepatuhan dan bukan merupakan nasihat hukum.',
  },
  {
    slug: 'privacy',
    is_published: true,
    title_en: 'Privacy Policy',
    title_id: 'Kebijakan Privasi',
    body_en:
      'We process personal data only to provide the service, in line with Law No. 27 of 2022 on Personal Data Protection.',
    body_id:
      'Kami memproses data pribadi hanya untuk menyediakan layanan, sesuai dengan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.',
  },
  {
    slug: 'help',
    is_published: false,
    title_en: 'Help',
    title_id: 'Bantuan',
    body_en: 'Draft: how to assign, claim and audit a compliance.',
    body_id: 'Draf: cara menugaskan, mengklaim dan mengaudit kepatuhan.',
  },
];
