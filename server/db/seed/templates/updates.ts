/**
 * The demo's delivered sector version (issue 24), in both languages: the obligation it adds (by
 * the sector's template), and what the obligations it changes gain.
 */
import type { z } from 'zod';
import type { obligationCreateBody } from '../../../../contract/api/authoring';

export type Added = Omit<z.input<typeof obligationCreateBody>, 'topic_uuid'>;
/** The obligation the version adds, by the sector's template (the demo's sector is OHS today). */
export const ADDED: Record<string, Added> = {
  OHS: {
    comp_title_en: 'Hold an emergency evacuation drill at every workplace twice a year',
    comp_title_id:
      'Menyelenggarakan latihan evakuasi darurat di setiap tempat kerja dua kali setahun',
    regulation_obligation_description_en:
      'Every workplace holds an evacuation drill at least every six months, with the emergency response team, and records the evacuation time and the findings.',
    regulation_obligation_description_id:
      'Setiap tempat kerja menyelenggarakan latihan evakuasi paling sedikit setiap enam bulan bersama tim tanggap darurat, serta mencatat waktu evakuasi dan temuannya.',
    regulation_penalty_description_en:
      'Administrative sanctions: a written warning, then a temporary stop of the activity.',
    regulation_penalty_description_id:
      'Sanksi administratif: teguran tertulis, kemudian penghentian sementara kegiatan.',
    type: 'periodic',
    sanction: 'administrative',
    priority: 'high',
    checklist_template: [
      {
        title_en: 'Announce the drill to every shift',
        title_id: 'Mengumumkan latihan kepada setiap regu kerja',
      },
      {
        title_en: 'Hold the drill with the emergency response team',
        title_id: 'Melaksanakan latihan bersama tim tanggap darurat',
      },
      {
        title_en: 'Upload the drill report with the evacuation time',
        title_id: 'Mengunggah laporan latihan beserta waktu evakuasi',
      },
    ],
  },
};
/** Any other sector's: a duty every regulated sector has. */
export const ADDED_ANY: Added = {
  comp_title_en: 'Submit the yearly compliance summary to the supervising ministry',
  comp_title_id: 'Menyampaikan ringkasan kepatuhan tahunan kepada kementerian pembina',
  regulation_obligation_description_en:
    'A yearly summary of the permits held and the reports filed is submitted by the end of January.',
  regulation_obligation_description_id:
    'Ringkasan tahunan izin yang dimiliki dan laporan yang disampaikan diserahkan paling lambat akhir Januari.',
  type: 'periodic',
  sanction: 'administrative',
  priority: 'medium',
  checklist_template: [
    {
      title_en: 'List the permits and reports of the year',
      title_id: 'Mendaftar izin dan laporan tahun berjalan',
    },
    { title_en: 'Submit the summary', title_id: 'Menyampaikan ringkasan' },
  ],
};
/** What the changed obligations gain: a sentence of their description and penalty, and a checklist item. */
export const CHANGE = {
  en: ' Since this version the evidence is also kept in the company’s online register.',
  id: ' Sejak versi ini bukti juga disimpan dalam register daring perusahaan.',
  penalty_en: ' A repeated breach within two years doubles the fine.',
  penalty_id: ' Pelanggaran berulang dalam dua tahun melipatgandakan denda.',
  item: {
    title_en: 'Record the evidence in the online register',
    title_id: 'Mencatat bukti dalam register daring',
  },
};
