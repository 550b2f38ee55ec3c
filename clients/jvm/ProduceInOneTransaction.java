/*
 * The producer API from the JVM: one JDBC transaction writes the product's own row and makes
 * hourglass producer calls (the SQL functions of schema `hourglass`), then commits or rolls
 * back as the product decides, so the work exists exactly when the product's change does.
 *
 * Run: java -cp /usr/share/java/postgresql.jar ProduceInOneTransaction.java JDBC_URL commit|rollback|refused
 */
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

public class ProduceInOneTransaction {
    public static void main(String[] args) throws SQLException {
        String url = args[0];
        String outcome = args[1];
        try (Connection connection = DriverManager.getConnection(url)) {
            connection.setAutoCommit(false);
            try {
                produce(connection, outcome.equals("refused") ? 9 : 4);
            } catch (SQLException refused) {
                connection.rollback();
                // A refusal is a data exception (SQLSTATE class 22 or 23) with a one-line message.
                String message = refused.getMessage().lines().findFirst().orElse("");
                System.out.println("refused sqlstate=" + refused.getSQLState() + " "
                        + message.replaceFirst("^ERROR: ", ""));
                System.exit(3);
            }
            if (outcome.equals("commit")) {
                connection.commit();
            } else {
                connection.rollback();
            }
            System.out.println(outcome + " done");
        }
    }

    /** An order of the product's own, a review of a new item, an overdue task and a visit. */
    static void produce(Connection connection, int rating) throws SQLException {
        try (PreparedStatement order = connection.prepareStatement(
                "INSERT INTO product_order (id, note) VALUES (?, 'paid')")) {
            order.setLong(1, 1);
            order.executeUpdate();
        }
        long itemId = value(connection, "SELECT hourglass.create_item(?, ?)", "SOUP", "beef broth");
        value(connection, "SELECT hourglass.shop_create_review(?, ?, ?, ?, ?, ?)",
                5L, itemId, rating, "SMALL", "SMOOTH", "LARGE");
        value(connection, "SELECT hourglass.create_task(?, ?, now() - interval '1 minute')", 1L, 2L);
        value(connection, "SELECT hourglass.record_member_visit(?)", 7L);
    }

    /** The one value a producer function returns (ids as bigint, ratings as integer). */
    static long value(Connection connection, String sql, Object... arguments) throws SQLException {
        try (PreparedStatement call = connection.prepareStatement(sql)) {
            for (int i = 0; i < arguments.length; i++) {
                call.setObject(i + 1, arguments[i]);
            }
            try (ResultSet result = call.executeQuery()) {
                result.next();
                Object value = result.getObject(1);
                return value instanceof Number number ? number.longValue() : 0L;
            }
        }
    }
}
