-- iris gateway schema. Later migrations add tables; never edit an applied one.
CREATE TABLE IF NOT EXISTS schema_notes (
  id INTEGER PRIMARY KEY,
  note TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
