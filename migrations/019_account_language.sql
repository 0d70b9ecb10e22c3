-- The language each person reads the app and their mails in, chosen on the sign-in screen.
ALTER TABLE accounts ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'or', 'hi'));
