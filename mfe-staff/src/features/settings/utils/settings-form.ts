import type { StudioSettings, StudioSettingsChanges } from '@studio/contracts/settings';

/** What the Settings form holds: text as typed, so a half-typed number is never lost. */
export interface SettingsFormValues {
  studioName: string;
  address: string;
  phone: string;
  reminderLeadHours: string;
  quietHoursOn: boolean;
  quietHoursStart: string;
  quietHoursEnd: string;
  lowBalanceThreshold: string;
  staffRegistration: StudioSettings['staffRegistration'];
  requireTwoFactorForStaff: boolean;
}

export type SettingsFormErrors = Partial<Record<keyof SettingsFormValues, string>>;

/** The sentences under the fields; the same rules as the server's (`@studio/contracts/settings`). */
export const settingsErrors = {
  studioName: "Enter the studio's name (up to 100 characters).",
  address: 'Keep the address to 300 characters.',
  phone:
    'Use digits, spaces, brackets and dashes, with an optional leading +, up to 30 characters.',
  reminderLeadHours: 'Enter a whole number of hours from 1 to 168.',
  quietHoursTime: 'Enter a time as HH:mm.',
  quietHoursSame: 'Quiet hours must start and end at different times.',
  lowBalanceThreshold: 'Enter a whole number from 0 to 50.',
} as const;

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;
const phonePattern = /^\+?[0-9 ()-]*$/;
// Whole numbers only, so "1.5" or "1e2" is refused rather than rounded behind the person's back.
const wholeNumber = /^\d+$/;

export function formValuesOf(settings: StudioSettings): SettingsFormValues {
  return {
    studioName: settings.studioName,
    address: settings.address,
    phone: settings.phone,
    reminderLeadHours: String(settings.reminderLeadHours),
    quietHoursOn: settings.quietHours !== null,
    // With quiet hours off the times keep the defaults, ready if they are switched back on.
    quietHoursStart: settings.quietHours?.start ?? '22:00',
    quietHoursEnd: settings.quietHours?.end ?? '08:00',
    lowBalanceThreshold: String(settings.lowBalanceThreshold),
    staffRegistration: settings.staffRegistration,
    requireTwoFactorForStaff: settings.requireTwoFactorForStaff,
  };
}

function wholeNumberIn(text: string, min: number, max: number): number | undefined {
  const trimmed = text.trim();
  if (!wholeNumber.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

/** The settings this form holds, to save, or what is wrong with each field. */
export function settingsFromForm(
  values: SettingsFormValues,
): { settings: StudioSettingsChanges } | { errors: SettingsFormErrors } {
  const errors: SettingsFormErrors = {};
  const studioName = values.studioName.trim();
  if (studioName === '' || studioName.length > 100) errors.studioName = settingsErrors.studioName;
  const address = values.address.trim();
  if (address.length > 300) errors.address = settingsErrors.address;
  const phone = values.phone.trim();
  if (phone.length > 30 || !phonePattern.test(phone)) errors.phone = settingsErrors.phone;
  const reminderLeadHours = wholeNumberIn(values.reminderLeadHours, 1, 168);
  if (reminderLeadHours === undefined) errors.reminderLeadHours = settingsErrors.reminderLeadHours;
  const lowBalanceThreshold = wholeNumberIn(values.lowBalanceThreshold, 0, 50);
  if (lowBalanceThreshold === undefined)
    errors.lowBalanceThreshold = settingsErrors.lowBalanceThreshold;
  if (values.quietHoursOn) {
    if (!clockTime.test(values.quietHoursStart))
      errors.quietHoursStart = settingsErrors.quietHoursTime;
    if (!clockTime.test(values.quietHoursEnd)) errors.quietHoursEnd = settingsErrors.quietHoursTime;
    else if (values.quietHoursStart === values.quietHoursEnd)
      errors.quietHoursEnd = settingsErrors.quietHoursSame;
  }
  if (
    Object.keys(errors).length > 0 ||
    reminderLeadHours === undefined ||
    lowBalanceThreshold === undefined
  ) {
    return { errors };
  }
  return {
    settings: {
      studioName,
      address,
      phone,
      reminderLeadHours,
      quietHours: values.quietHoursOn
        ? { start: values.quietHoursStart, end: values.quietHoursEnd }
        : null,
      lowBalanceThreshold,
      staffRegistration: values.staffRegistration,
      requireTwoFactorForStaff: values.requireTwoFactorForStaff,
    },
  };
}
