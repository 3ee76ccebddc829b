/** Issue 17: texts of /api/admin/settings. */
export const settingsMessages = {
  ar: {
    settingsSaved: 'تم حفظ الإعدادات',
    settingsUnchanged: 'لم يتغير شيء في الإعدادات',
    settingsChanged: 'قام مدير آخر بتغيير الإعدادات بعد أن فتحت الصفحة، أعد التحميل واحفظ مرة أخرى',
  },
  en: {
    settingsSaved: 'Settings saved',
    settingsUnchanged: 'Nothing changed in the settings',
    settingsChanged: 'Another administrator changed the settings after you opened the page; reload and save again',
  },
} as const;
