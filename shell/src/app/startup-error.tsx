/**
 * Shown when the app cannot start (/app-config.json missing or invalid) or its root failed: no
 * theme or providers can be trusted then, so it is plain markup.
 */
export function StartupError() {
  return (
    <main
      style={{
        maxWidth: 560,
        margin: '15vh auto',
        padding: '0 1rem',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1>UniVida no está disponible ahora mismo</h1>
      <p>No hemos podido cargar la aplicación. Vuelve a intentarlo en unos minutos.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reintentar
      </button>
    </main>
  );
}
