/** The header of a table's last column, the row's buttons ("Editar", "Excluir"…): named for screen readers only. */
export function ColunaDeAcoes() {
  return (
    <th scope="col">
      <span className="visually-hidden">Ações</span>
    </th>
  );
}
