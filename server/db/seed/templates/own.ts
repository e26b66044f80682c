/**
 * A demo customer's own duties (issue 24), in both languages: the topic and subtopic each
 * customer keeps them under, and the obligations no provider library covers (its permits,
 * internal policies, contract clauses, group standards) with their checklist templates.
 */
import type { ChecklistTemplateItem } from '../../schema/library';
import type { Bi } from './types';

export interface OwnTemplate {
  title: Bi;
  description: Bi;
  type: 'licensing' | 'periodic' | 'conditional';
  priority: 'low' | 'medium' | 'high';
  checklist: ChecklistTemplateItem[];
}

export const OWN_TOPIC: Bi = { en: 'Our company’s obligations', id: 'Kewajiban perusahaan kami' };
export const OWN_SUBTOPIC: Bi = {
  en: 'Permits, internal policies and contract clauses',
  id: 'Izin, kebijakan internal, dan klausul kontrak',
};

export const OWN_OBLIGATIONS: OwnTemplate[] = [
  {
    title: {
      en: 'Renew the building approval (PBG) and certificate of fitness (SLF) of the head office',
      id: 'Memperpanjang PBG dan Sertifikat Laik Fungsi (SLF) gedung kantor pusat',
    },
    description: {
      en: 'The head office’s certificate of fitness expires every five years; the renewal needs a structural inspection by a licensed assessor.',
      id: 'Sertifikat Laik Fungsi kantor pusat berlaku lima tahun; perpanjangannya memerlukan pemeriksaan struktur oleh pengkaji teknis berlisensi.',
    },
    type: 'licensing',
    priority: 'high',
    checklist: [
      {
        title_en: 'Book the licensed structural assessor',
        title_id: 'Memesan pengkaji teknis struktur berlisensi',
      },
      {
        title_en: 'Submit the renewal in SIMBG',
        title_id: 'Mengajukan perpanjangan melalui SIMBG',
      },
      {
        title_en: 'Upload the renewed certificate',
        title_id: 'Mengunggah sertifikat yang diperpanjang',
      },
    ],
  },
  {
    title: {
      en: 'Review the anti-bribery policy every year',
      id: 'Meninjau kebijakan antisuap setiap tahun',
    },
    description: {
      en: 'The board’s anti-bribery policy (ISO 37001 scope) is reviewed yearly and signed again by every department head.',
      id: 'Kebijakan antisuap direksi (lingkup ISO 37001) ditinjau setiap tahun dan ditandatangani ulang oleh setiap kepala departemen.',
    },
    type: 'periodic',
    priority: 'medium',
    checklist: [
      {
        title_en: 'Circulate the reviewed policy',
        title_id: 'Mengedarkan kebijakan yang sudah ditinjau',
      },
      {
        title_en: 'Collect the department heads’ signatures',
        title_id: 'Mengumpulkan tanda tangan kepala departemen',
      },
    ],
  },
  {
    title: {
      en: 'Report monthly emissions to the main customer under the supply contract',
      id: 'Melaporkan emisi bulanan kepada pelanggan utama sesuai kontrak pasokan',
    },
    description: {
      en: 'Clause 14.2 of the supply contract asks for the plant’s monthly CO2e figures by the tenth day of the following month.',
      id: 'Klausul 14.2 kontrak pasokan meminta angka CO2e bulanan pabrik paling lambat tanggal sepuluh bulan berikutnya.',
    },
    type: 'periodic',
    priority: 'high',
    checklist: [
      { title_en: 'Compile the meter readings', title_id: 'Menghimpun pembacaan meter' },
      {
        title_en: 'Send the report to the customer’s portal',
        title_id: 'Mengirim laporan ke portal pelanggan',
      },
      {
        title_en: 'Keep the customer’s acknowledgement',
        title_id: 'Menyimpan tanda terima dari pelanggan',
      },
    ],
  },
  {
    title: {
      en: 'Apply the group HSE standard to contractor inductions',
      id: 'Menerapkan standar K3L grup pada induksi kontraktor',
    },
    description: {
      en: 'Every contractor worker follows the group’s HSE induction before the first day on site.',
      id: 'Setiap pekerja kontraktor mengikuti induksi K3L grup sebelum hari pertama bekerja di lokasi.',
    },
    type: 'conditional',
    priority: 'medium',
    checklist: [
      { title_en: 'Hold the induction session', title_id: 'Menyelenggarakan sesi induksi' },
      {
        title_en: 'File the signed attendance list',
        title_id: 'Mengarsipkan daftar hadir yang ditandatangani',
      },
    ],
  },
  {
    title: {
      en: 'Keep the fire equipment inspection log up to date',
      id: 'Memperbarui catatan inspeksi peralatan pemadam kebakaran',
    },
    description: {
      en: 'The insurer’s policy conditions ask for a monthly inspection of every extinguisher and hydrant, logged and signed.',
      id: 'Syarat polis asuransi meminta inspeksi bulanan setiap APAR dan hidran, dicatat dan ditandatangani.',
    },
    type: 'periodic',
    priority: 'low',
    checklist: [
      { title_en: 'Inspect the extinguishers and hydrants', title_id: 'Memeriksa APAR dan hidran' },
      { title_en: 'Sign the monthly log', title_id: 'Menandatangani catatan bulanan' },
    ],
  },
];
