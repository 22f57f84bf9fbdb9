import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { type Ref, useState } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';
import { useIntl } from 'react-intl';

/** A password input with a show/hide toggle (spec 01 §5 forms; keyboard reachable, labelled). */
export function PasswordInput({ ref, ...props }: InputProps & { ref?: Ref<HTMLInputElement> }) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const label = intl.formatMessage({ id: visible ? 'auth.password.hide' : 'auth.password.show' });
  return (
    <InputGroup
      endElementProps={{ paddingInlineEnd: '1' }}
      endElement={
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={label}
          title={label}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
}
