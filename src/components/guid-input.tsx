import { TextInput, type TextInputProps } from '@mantine/core';

/** A Microsoft Entra ID GUID (tenant or object id): typed or pasted as is, never autocompleted or spell-checked. */
export function GuidInput(props: TextInputProps) {
  return <TextInput autoComplete="off" spellCheck={false} maxLength={36} {...props} />;
}
