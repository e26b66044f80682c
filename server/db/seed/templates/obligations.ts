import type { ObligationType, Sanction } from '../../../../contract/enums';
import type { Bi } from './types';

/**
 * Obligation phrase templates. Placeholders: {object}, {authority}, {permit}, {period}. The
 * Indonesian {permit} follows the word "izin". Every subtopic takes 8 of these 15 in rotation.
 */
export interface ObligationTemplate {
  type: ObligationType;
  title: Bi;
  description: Bi;
}

export const OBLIGATION_TEMPLATES: ObligationTemplate[] = [
  {
    type: 'licensing',
    title: {
      en: 'Obtain and maintain a valid {permit} for {object}',
      id: 'Memperoleh dan mempertahankan izin {permit} untuk {object}',
    },
    description: {
      en: 'The company must hold a valid {permit} covering {object}, issued through the OSS system and supervised by the {authority}, before the activity starts, and renew it before it expires.',
      id: 'Perusahaan wajib memiliki izin {permit} yang masih berlaku untuk {object}, yang diterbitkan melalui sistem OSS dan diawasi oleh {authority}, sebelum kegiatan dimulai, serta memperpanjangnya sebelum masa berlakunya berakhir.',
    },
  },
  {
    type: 'licensing',
    title: {
      en: 'Register {object} with the {authority}',
      id: 'Mendaftarkan {object} kepada {authority}',
    },
    description: {
      en: 'The company must register {object} with the {authority} through the Online Single Submission (OSS) system and keep the registration data up to date.',
      id: 'Perusahaan wajib mendaftarkan {object} kepada {authority} melalui sistem Online Single Submission (OSS) dan memastikan data pendaftaran selalu mutakhir.',
    },
  },
  {
    type: 'licensing',
    title: {
      en: 'Renew the permit for {object} before it expires',
      id: 'Memperpanjang izin terkait {object} sebelum masa berlakunya habis',
    },
    description: {
      en: 'An application to renew the permit for {object} must be filed at least 30 working days before the permit expires.',
      id: 'Permohonan perpanjangan izin terkait {object} wajib diajukan paling lambat 30 hari kerja sebelum masa berlaku izin berakhir.',
    },
  },
  {
    type: 'periodic',
    title: {
      en: 'Submit the {period} report on {object}',
      id: 'Menyampaikan laporan {period} tentang {object}',
    },
    description: {
      en: 'The company must prepare and submit a {period} report on {object} to the {authority} no later than the deadline set in the regulation.',
      id: 'Perusahaan wajib menyusun dan menyampaikan laporan {period} tentang {object} kepada {authority} paling lambat pada batas waktu yang ditetapkan dalam peraturan.',
    },
  },
  {
    type: 'periodic',
    title: {
      en: 'Conduct a {period} inspection of {object}',
      id: 'Melakukan pemeriksaan {period} terhadap {object}',
    },
    description: {
      en: 'A {period} inspection of {object} must be carried out by a competent or certified party and its results documented.',
      id: 'Pemeriksaan {period} terhadap {object} wajib dilakukan oleh pihak yang kompeten atau bersertifikat dan hasilnya didokumentasikan.',
    },
  },
  {
    type: 'periodic',
    title: {
      en: 'Carry out {period} testing and monitoring of {object}',
      id: 'Melaksanakan pengujian dan pemantauan {period} atas {object}',
    },
    description: {
      en: 'Testing and monitoring of {object} must be carried out on a {period} basis by an accredited laboratory or inspector.',
      id: 'Pengujian dan pemantauan atas {object} wajib dilaksanakan secara {period} oleh laboratorium atau pemeriksa yang terakreditasi.',
    },
  },
  {
    type: 'prohibition',
    title: {
      en: 'Do not carry out activities involving {object} without a valid permit',
      id: 'Dilarang melakukan kegiatan yang berkaitan dengan {object} tanpa izin yang sah',
    },
    description: {
      en: 'Any activity involving {object} without a valid permit from the {authority} is prohibited.',
      id: 'Setiap kegiatan yang berkaitan dengan {object} tanpa izin yang sah dari {authority} dilarang.',
    },
  },
  {
    type: 'prohibition',
    title: {
      en: 'Do not falsify data or records on {object}',
      id: 'Dilarang memalsukan data atau catatan mengenai {object}',
    },
    description: {
      en: 'Providing false, incomplete or misleading data or records on {object} to the {authority} is prohibited.',
      id: 'Memberikan data atau catatan yang palsu, tidak lengkap atau menyesatkan mengenai {object} kepada {authority} dilarang.',
    },
  },
  {
    type: 'prohibition',
    title: {
      en: 'Do not hand over {object} to unqualified parties',
      id: 'Dilarang menyerahkan {object} kepada pihak yang tidak memenuhi kualifikasi',
    },
    description: {
      en: 'Responsibility for {object} may not be transferred to a party that does not hold the required permit or certification.',
      id: 'Tanggung jawab atas {object} tidak boleh dialihkan kepada pihak yang tidak memiliki izin atau sertifikasi yang dipersyaratkan.',
    },
  },
  {
    type: 'conditional',
    title: {
      en: 'Notify the {authority} of any change to {object}',
      id: 'Memberitahukan setiap perubahan {object} kepada {authority}',
    },
    description: {
      en: 'If {object} changes, the company must notify the {authority} within 30 days of the change.',
      id: 'Apabila terjadi perubahan {object}, perusahaan wajib memberitahukannya kepada {authority} paling lambat 30 hari sejak perubahan terjadi.',
    },
  },
  {
    type: 'conditional',
    title: {
      en: 'Report incidents related to {object} within 2 x 24 hours',
      id: 'Melaporkan kejadian yang berkaitan dengan {object} dalam waktu 2 x 24 jam',
    },
    description: {
      en: 'If an accident, emergency or deviation related to {object} occurs, the company must report it to the {authority} within 2 x 24 hours.',
      id: 'Apabila terjadi kecelakaan, keadaan darurat atau penyimpangan yang berkaitan dengan {object}, perusahaan wajib melaporkannya kepada {authority} dalam waktu 2 x 24 jam.',
    },
  },
  {
    type: 'conditional',
    title: {
      en: 'Update the documents on {object} when business activities change',
      id: 'Memperbarui dokumen {object} apabila kegiatan usaha berubah',
    },
    description: {
      en: 'When the scale, location or type of business activity changes, the documents on {object} must be revised and approved again.',
      id: 'Apabila skala, lokasi atau jenis kegiatan usaha berubah, dokumen {object} wajib direvisi dan disetujui kembali.',
    },
  },
  {
    type: 'continuous',
    title: {
      en: 'Maintain records and documentation of {object}',
      id: 'Memelihara catatan dan dokumentasi {object}',
    },
    description: {
      en: 'The company must keep complete and up-to-date records of {object} and make them available for inspection by the {authority} at any time.',
      id: 'Perusahaan wajib menyimpan catatan {object} secara lengkap dan mutakhir serta menyediakannya untuk pemeriksaan oleh {authority} setiap saat.',
    },
  },
  {
    type: 'continuous',
    title: {
      en: 'Appoint a competent person responsible for {object}',
      id: 'Menunjuk personel kompeten yang bertanggung jawab atas {object}',
    },
    description: {
      en: 'A certified and competent person must be appointed in writing to be responsible for {object}.',
      id: 'Perusahaan wajib menunjuk secara tertulis personel yang bersertifikat dan kompeten sebagai penanggung jawab {object}.',
    },
  },
  {
    type: 'continuous',
    title: {
      en: 'Provide worker training on {object}',
      id: 'Memberikan pelatihan kepada pekerja mengenai {object}',
    },
    description: {
      en: 'Workers involved in {object} must receive adequate training, and training records must be kept.',
      id: 'Pekerja yang terlibat dalam {object} wajib mendapatkan pelatihan yang memadai, dan catatan pelatihan wajib disimpan.',
    },
  },
];

export const PERIODS: Bi[] = [
  { en: 'monthly', id: 'bulanan' },
  { en: 'quarterly', id: 'triwulanan' },
  { en: 'semi-annual', id: 'semesteran' },
  { en: 'annual', id: 'tahunan' },
];

export const CHECKLISTS: Record<ObligationType, { title_en: string; title_id: string }[]> = {
  licensing: [
    { title_en: 'Prepare the application documents', title_id: 'Menyiapkan dokumen permohonan' },
    {
      title_en: 'Submit the application through OSS',
      title_id: 'Mengajukan permohonan melalui OSS',
    },
    {
      title_en: 'Upload a copy of the issued permit',
      title_id: 'Mengunggah salinan izin yang diterbitkan',
    },
    { title_en: 'Record the permit expiry date', title_id: 'Mencatat tanggal berakhirnya izin' },
  ],
  periodic: [
    {
      title_en: 'Collect monitoring data for the period',
      title_id: 'Mengumpulkan data pemantauan periode berjalan',
    },
    { title_en: 'Draft the report', title_id: 'Menyusun rancangan laporan' },
    { title_en: 'Obtain management approval', title_id: 'Mendapatkan persetujuan manajemen' },
    {
      title_en: 'Submit the report and keep the receipt',
      title_id: 'Menyampaikan laporan dan menyimpan tanda terima',
    },
  ],
  prohibition: [
    {
      title_en: 'Communicate the prohibition to all units',
      title_id: 'Menyosialisasikan larangan kepada seluruh unit',
    },
    { title_en: 'Review internal controls', title_id: 'Meninjau pengendalian internal' },
    {
      title_en: 'Document the annual self-assessment',
      title_id: 'Mendokumentasikan penilaian mandiri tahunan',
    },
  ],
  conditional: [
    { title_en: 'Identify the triggering event', title_id: 'Mengidentifikasi kejadian pemicu' },
    { title_en: 'Prepare the notification letter', title_id: 'Menyiapkan surat pemberitahuan' },
    {
      title_en: 'Submit the notification and keep proof of delivery',
      title_id: 'Menyampaikan pemberitahuan dan menyimpan bukti pengiriman',
    },
  ],
  continuous: [
    { title_en: 'Assign a responsible person', title_id: 'Menetapkan penanggung jawab' },
    { title_en: 'Keep records up to date', title_id: 'Memastikan catatan selalu mutakhir' },
    { title_en: 'Hold refresher training', title_id: 'Menyelenggarakan pelatihan penyegaran' },
    {
      title_en: 'Run a quarterly internal check',
      title_id: 'Melakukan pemeriksaan internal setiap triwulan',
    },
  ],
};

/** Penalty text per sanction. Placeholders: {ref} (article and regulation), {years}, {fine}. */
export const PENALTIES: Record<Sanction, Bi> = {
  administrative: {
    en: 'Administrative sanctions: written warning, administrative fine, temporary suspension of activities or revocation of the permit ({ref}).',
    id: 'Sanksi administratif berupa teguran tertulis, denda administratif, penghentian sementara kegiatan atau pencabutan izin ({ref}).',
  },
  administrative_and_criminal: {
    en: 'Administrative sanctions, and imprisonment of up to {years} years and a fine of up to IDR {fine} billion ({ref}).',
    id: 'Sanksi administratif, serta pidana penjara paling lama {years} tahun dan denda paling banyak Rp{fine} miliar ({ref}).',
  },
  criminal: {
    en: 'Imprisonment of up to {years} years and/or a fine of up to IDR {fine} billion ({ref}).',
    id: 'Pidana penjara paling lama {years} tahun dan/atau denda paling banyak Rp{fine} miliar ({ref}).',
  },
  none: {
    en: 'No specific sanction is set; non-compliance is considered in licensing evaluations ({ref}).',
    id: 'Tidak diatur sanksi khusus; ketidakpatuhan menjadi pertimbangan dalam evaluasi perizinan ({ref}).',
  },
};

export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
