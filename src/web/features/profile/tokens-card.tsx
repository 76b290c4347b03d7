import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, KeyRound, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  type TCreatedToken,
  TOKEN_LIFETIMES_DAYS,
  TOKEN_NAME_MAX,
  type TToken,
  type TTokenScope,
} from "#contracts/tokens";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Notice } from "../../components/ui/notice";
import { Select } from "../../components/ui/select";
import { isApiError } from "../../lib/api";
import { dateTimeFormat } from "../../lib/date-time-format";
import { createToken, listTokens, revokeToken } from "./api";

// Personal access tokens (ADR 0075): made, listed and revoked here, the secret shown once right after it is made.
// Loaded as its own chunk when the profile opens (profile-page.tsx): nothing of it is in the signed-in shell.

const TOKENS_KEY = ["tokens"] as const;

function useDate() {
  const { i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (iso: string) => format.format(new Date(iso));
}

function CreatedSecret({ created, onDone }: { created: TCreatedToken; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
      toast.success(t("profile.tokens.copied"), { id: "token-copied" });
    } catch {
      toast.error(t("profile.tokens.copyFailed"), { id: "token-copied" });
    }
  }
  return (
    <Notice tone="success" title={t("profile.tokens.createdTitle", { name: created.token.name })}>
      <p>{t("profile.tokens.createdText")}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="token-secret"
          className="min-w-0 flex-1 rounded-lg bg-white px-3 py-2 font-mono text-xs break-all text-slate-900 ring-1 ring-slate-200 dark:bg-slate-950 dark:text-slate-100 dark:ring-slate-700"
        >
          {created.secret}
        </code>
        <div className="flex gap-2">
          <Button type="button" variant="secondary" size="sm" onClick={copy}>
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied ? t("profile.tokens.copiedButton") : t("profile.tokens.copy")}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={onDone}>
            {t("profile.tokens.done")}
          </Button>
        </div>
      </div>
    </Notice>
  );
}

function TokenRow({ token, onRevoke, revoking }: { token: TToken; onRevoke: () => void; revoking: boolean }) {
  const { t } = useTranslation();
  const date = useDate();
  const expired = new Date(token.expiresAt).getTime() <= Date.now();
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="token-row"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
          <span className="break-all">{token.name}</span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {token.scope === "read" ? t("profile.tokens.scopeRead") : t("profile.tokens.scopeReadWrite")}
          </span>
        </p>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          <code className="font-mono text-xs">{token.hint}…</code>
          {" · "}
          {expired
            ? t("profile.tokens.expired", { date: date(token.expiresAt) })
            : t("profile.tokens.expires", { date: date(token.expiresAt) })}
          {" · "}
          {token.lastUsedAt
            ? t("profile.tokens.lastUsed", { date: date(token.lastUsedAt) })
            : t("profile.tokens.neverUsed")}
        </p>
      </div>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={onRevoke}
        loading={revoking}
        aria-label={t("profile.tokens.revokeNamed", { name: token.name })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t("profile.tokens.revoke")}
      </Button>
    </li>
  );
}

export default function TokensCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: TOKENS_KEY, queryFn: ({ signal }) => listTokens(signal) });
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [scope, setScope] = useState<TTokenScope>("read");
  const [days, setDays] = useState<(typeof TOKEN_LIFETIMES_DAYS)[number]>(90);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<TCreatedToken | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t("profile.tokens.nameRequired"));
      return;
    }
    setNameError(null);
    setCreating(true);
    try {
      const made = await createToken({ name: name.trim(), scope, expiresInDays: days });
      setCreated(made);
      setName("");
      await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t("profile.tokens.createFailed"), {
        id: "token-create",
      });
    } finally {
      setCreating(false);
    }
  }

  async function revoke(token: TToken) {
    setRevoking(token.id);
    try {
      await revokeToken(token.id);
      if (created?.token.id === token.id) setCreated(null);
      await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
      toast.success(t("profile.tokens.revoked", { name: token.name }), { id: "token-revoke" });
    } catch {
      toast.error(t("profile.tokens.revokeFailed"), { id: "token-revoke" });
    } finally {
      setRevoking(null);
    }
  }

  const list = tokens.data?.tokens ?? [];
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2
          id={headingId}
          className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
        >
          <KeyRound aria-hidden="true" className="size-4" />
          {t("profile.tokens.title")}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          {t("profile.tokens.text")}{" "}
          <a
            href="/api/docs"
            target="_blank"
            rel="noopener"
            className="font-medium text-primary-700 underline underline-offset-2 dark:text-primary-300"
          >
            {t("profile.tokens.reference")}
          </a>
        </p>
        <form
          onSubmit={onSubmit}
          className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end"
          noValidate
        >
          <Input
            label={t("profile.tokens.name")}
            placeholder={t("profile.tokens.namePlaceholder")}
            value={name}
            maxLength={TOKEN_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            error={nameError}
          />
          <Select
            label={t("profile.tokens.scope")}
            value={scope}
            onChange={(event) => setScope(event.target.value as TTokenScope)}
            options={[
              { value: "read", label: t("profile.tokens.scopeRead") },
              { value: "read_write", label: t("profile.tokens.scopeReadWrite") },
            ]}
          />
          <Select
            label={t("profile.tokens.expiry")}
            value={String(days)}
            onChange={(event) => setDays(Number(event.target.value) as (typeof TOKEN_LIFETIMES_DAYS)[number])}
            options={TOKEN_LIFETIMES_DAYS.map((d) => ({
              value: String(d),
              label: t("profile.tokens.days", { count: d }),
            }))}
          />
          <div className="sm:col-span-3">
            <Button type="submit" loading={creating}>
              {t("profile.tokens.create")}
            </Button>
          </div>
        </form>
        {created ? (
          <div className="mt-4">
            <CreatedSecret created={created} onDone={() => setCreated(null)} />
          </div>
        ) : null}
        {tokens.isPending ? null : list.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t("profile.tokens.empty")}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
            {list.map((token) => (
              <TokenRow
                key={token.id}
                token={token}
                revoking={revoking === token.id}
                onRevoke={() => revoke(token)}
              />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
