import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiPaths, GENDERS, type RegistrationRequest } from '../../core/contract';
import { HttpClient, useService } from '../../core/plugin-api';
import { useAccount } from '../app/core-hooks';
import { MessageCard } from '../common/MessageCard';

/** What failed, in words the page can say in the reader's language ('other': nothing more to say). */
type FailureDetail = 'duplicate' | 'invalid' | 'other';
type Outcome = { kind: 'idle' } | { kind: 'complete' } | { kind: 'failed'; detail: FailureDetail };

/**
 * The server's own message is in the server's language, so the page says what a status means instead:
 * 409 is the registration rule (one per e-mail address), 400/422 input the server refused.
 */
function detailOf(status: number): FailureDetail {
  if (status === 409) return 'duplicate';
  if (status === 400 || status === 422) return 'invalid';
  return 'other';
}

const TELEPHONE = /^[+0-9 ()-]{6,30}$/;

/**
 * Registration: the person fields and a required terms checkbox. A failed submit keeps every input. Someone
 * signed in already has an account: they are not asked to request one, but sent on to the home page.
 */
export const RegisterPage = observer(function RegisterPage() {
  const account = useAccount();
  return account.isAuthenticated ? <AlreadySignedIn name={account.name || account.userName} /> : <RegistrationForm />;
});

function AlreadySignedIn({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Card title={<h1 className="card-title">{t('register.title')}</h1>}>
      <p>{t('register.signedIn', { name })}</p>
      <Link className="btn btn-primary" to="/">
        {t('register.toHome')}
      </Link>
    </Card>
  );
}

function RegistrationForm() {
  const { t } = useTranslation();
  const http = useService(HttpClient);
  const [form] = Form.useForm<RegistrationRequest>();
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const submit = async (values: RegistrationRequest) => {
    setSubmitting(true);
    // The spec does not fix this call's answer: any 2xx is done, whatever its body (as for the spec's log calls).
    const result = await http.post(ApiPaths.register, { ...values, acceptTerms: true });
    setSubmitting(false);
    setOutcome(
      result.ok
        ? { kind: 'complete' }
        : { kind: 'failed', detail: result.reason === 'http' ? detailOf(result.status) : 'other' },
    );
  };

  if (outcome.kind === 'complete') {
    return <MessageCard successMessage={t('register.completeTitle')} description={t('register.completeText')} />;
  }
  const required = { required: true, whitespace: true, message: t('register.required') };
  return (
    <div className="register-page">
      {outcome.kind === 'failed' ? (
        <MessageCard
          errorMessage={t('register.failedTitle')}
          description={
            <>
              <p>{t('register.failedText')}</p>
              {outcome.detail === 'duplicate' ? <p>{t('deletionAndLanguage.registerDuplicate')}</p> : null}
              {outcome.detail === 'invalid' ? <p>{t('deletionAndLanguage.registerInvalid')}</p> : null}
            </>
          }
        />
      ) : null}
      <Card title={<h1 className="card-title">{t('register.title')}</h1>}>
        <p>{t('register.intro')}</p>
        {/* noValidate: the browser's own checks (type=email) would stop the submit with a bubble in the browser's
            language and keep the form's checks, the terms among them, from showing their messages all at once. */}
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          requiredMark
          disabled={submitting}
          noValidate
        >
          <div className="form-row">
            <Form.Item name="firstName" label={t('register.firstName')} rules={[required]}>
              <Input autoComplete="given-name" maxLength={100} />
            </Form.Item>
            <Form.Item name="lastName" label={t('register.lastName')} rules={[required]}>
              <Input autoComplete="family-name" maxLength={100} />
            </Form.Item>
          </div>
          <Form.Item
            name="gender"
            label={t('register.gender')}
            rules={[{ required: true, message: t('register.required') }]}
          >
            <Radio.Group options={GENDERS.map((gender) => ({ value: gender, label: t(`register.${gender}`) }))} />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('register.email')}
            rules={[required, { type: 'email', message: t('register.invalidEmail') }]}
          >
            <Input type="email" autoComplete="email" maxLength={254} />
          </Form.Item>
          <Form.Item
            name="telephone"
            label={t('register.telephone')}
            rules={[required, { pattern: TELEPHONE, message: t('register.invalidTelephone') }]}
          >
            <Input type="tel" autoComplete="tel" maxLength={30} />
          </Form.Item>
          <Form.Item name="companyName" label={t('register.companyName')} rules={[required]}>
            <Input autoComplete="organization" maxLength={200} />
          </Form.Item>
          <Form.Item
            name="acceptTerms"
            valuePropName="checked"
            rules={[
              {
                validator: (_, value) =>
                  value ? Promise.resolve() : Promise.reject(new Error(t('register.termsRequired'))),
              },
            ]}
          >
            <Checkbox>{t('register.acceptTerms')}</Checkbox>
          </Form.Item>
          {/* Not antd's `loading`: its icon's leave animation can outlive the request and keep "loading" in the name. */}
          <Button type="primary" htmlType="submit" disabled={submitting} aria-busy={submitting}>
            {t('register.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
