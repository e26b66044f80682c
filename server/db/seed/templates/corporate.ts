import type { SectorTemplate } from './types';

export const corporate: SectorTemplate = {
  code: 'CTX',
  name: { en: 'Corporate and Tax', id: 'Korporasi dan Perpajakan' },
  description: {
    en: 'Company law, business licensing, corporate income tax and value added tax.',
    id: 'Hukum perusahaan, perizinan berusaha, pajak penghasilan badan dan pajak pertambahan nilai.',
  },
  authority: { en: 'Ministry of Finance', id: 'Kementerian Keuangan' },
  minister: { en: 'Minister of Finance', id: 'Menteri Keuangan' },
  permit: { en: 'business licence (NIB)', id: 'usaha (NIB)' },
  topics: [
    {
      title: { en: 'Company Law', id: 'Hukum Perusahaan' },
      subtopics: [
        {
          title: { en: 'General Meetings of Shareholders', id: 'Rapat Umum Pemegang Saham' },
          object: {
            en: 'the annual general meeting of shareholders (RUPS)',
            id: 'rapat umum pemegang saham tahunan (RUPS)',
          },
        },
        {
          title: { en: 'Beneficial Ownership', id: 'Pemilik Manfaat' },
          object: { en: 'beneficial ownership disclosure', id: 'pelaporan pemilik manfaat' },
        },
      ],
    },
    {
      title: { en: 'Business Licensing', id: 'Perizinan Berusaha' },
      subtopics: [
        {
          title: { en: 'Risk-Based Licensing', id: 'Perizinan Berbasis Risiko' },
          object: {
            en: 'the business identification number (NIB) and risk-based licences',
            id: 'nomor induk berusaha (NIB) dan perizinan berusaha berbasis risiko',
          },
        },
        {
          title: {
            en: 'Investment Activity Reports (LKPM)',
            id: 'Laporan Kegiatan Penanaman Modal (LKPM)',
          },
          object: {
            en: 'investment activity reports (LKPM)',
            id: 'laporan kegiatan penanaman modal (LKPM)',
          },
        },
      ],
    },
    {
      title: { en: 'Corporate Income Tax', id: 'Pajak Penghasilan Badan' },
      subtopics: [
        {
          title: { en: 'Annual Tax Returns', id: 'SPT Tahunan' },
          object: {
            en: 'the annual corporate income tax return',
            id: 'surat pemberitahuan tahunan pajak penghasilan badan',
          },
        },
        {
          title: { en: 'Withholding Tax', id: 'Pemotongan Pajak' },
          object: {
            en: 'income tax withholding (PPh 21, 23 and 4(2))',
            id: 'pemotongan pajak penghasilan (PPh 21, 23 dan 4 ayat 2)',
          },
        },
      ],
    },
    {
      title: { en: 'Value Added Tax', id: 'Pajak Pertambahan Nilai' },
      subtopics: [
        {
          title: { en: 'Electronic Tax Invoices', id: 'Faktur Pajak Elektronik' },
          object: {
            en: 'electronic tax invoices (e-Faktur)',
            id: 'faktur pajak elektronik (e-Faktur)',
          },
        },
        {
          title: { en: 'Monthly VAT Returns', id: 'SPT Masa PPN' },
          object: {
            en: 'the monthly VAT return',
            id: 'surat pemberitahuan masa pajak pertambahan nilai',
          },
        },
      ],
    },
  ],
  subjects: [
    { en: 'Limited Liability Companies', id: 'Perseroan Terbatas' },
    { en: 'Job Creation', id: 'Cipta Kerja' },
    {
      en: 'Risk-Based Business Licensing',
      id: 'Penyelenggaraan Perizinan Berusaha Berbasis Risiko',
    },
    { en: 'Harmonisation of Tax Regulations', id: 'Harmonisasi Peraturan Perpajakan' },
    { en: 'General Provisions and Tax Procedures', id: 'Ketentuan Umum dan Tata Cara Perpajakan' },
    { en: 'Value Added Tax on Goods and Services', id: 'Pajak Pertambahan Nilai Barang dan Jasa' },
    {
      en: 'Identifying Beneficial Owners of Corporations',
      id: 'Penerapan Prinsip Mengenali Pemilik Manfaat dari Korporasi',
    },
    {
      en: 'Investment Activity Reporting',
      id: 'Pedoman dan Tata Cara Pelaporan Kegiatan Penanaman Modal',
    },
    { en: 'Electronic Tax Invoices', id: 'Faktur Pajak Berbentuk Elektronik' },
    {
      en: 'Income Tax Withholding on Employment Income',
      id: 'Pemotongan Pajak Penghasilan atas Penghasilan Sehubungan dengan Pekerjaan',
    },
  ],
};
