/** The authenticator app's 6-digit code: digits only, filled by the browser's one-time-code autofill too. */
import { Input } from 'antd';

interface CodeInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

export function CodeInput({ value, onChange, id }: CodeInputProps) {
  return (
    <Input
      id={id}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder="000000"
      size="large"
      style={{ width: 180, letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
